import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageThreads, products, users } from '../../db/schema/index.ts';
import { isVisible } from '../shop/index.ts';

export type ThreadRow = typeof messageThreads.$inferSelect;

/** A listing the shop shows, with its seller: what a buyer may ask about. */
export async function findShownListing(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name, sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.id, productId), isVisible(db)))
    .limit(1);
  return row;
}

export async function findThread(db: Db, id: number): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.id, id)).limit(1);
  return row;
}

/** The buyer's open question thread about the listing, created on the first question (one per buyer and listing). */
export async function ensureQuestionThread(
  tx: Db,
  q: { productId: number; productname: string; buyerId: number; sellerId: number },
): Promise<number> {
  const open = and(eq(messageThreads.productId, q.productId), eq(messageThreads.buyerId, q.buyerId), isNull(messageThreads.orderId));
  await tx
    .insert(messageThreads)
    .values(q)
    .onConflictDoNothing({ target: [messageThreads.productId, messageThreads.buyerId], where: sql`${messageThreads.orderId} is null` });
  const [thread] = await tx.select({ id: messageThreads.id }).from(messageThreads).where(open);
  return thread!.id;
}

/**
 * Opens a new order's thread in the placing transaction: the buyer's open question to this seller about one of the
 * order's listings becomes it, messages and all (the newest question when there are several); otherwise a new one.
 */
export async function openOrderThread(
  tx: Db,
  o: { orderId: number; buyerId: number; sellerId: number; productIds: number[] },
): Promise<void> {
  const [question] = await tx
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(
        isNull(messageThreads.orderId),
        eq(messageThreads.buyerId, o.buyerId),
        eq(messageThreads.sellerId, o.sellerId),
        inArray(messageThreads.productId, o.productIds),
      ),
    )
    .orderBy(desc(messageThreads.id))
    .limit(1);
  // a concurrent order may have taken the same question: then this order gets a thread of its own
  const adopted = question
    ? await tx
        .update(messageThreads)
        .set({ orderId: o.orderId })
        .where(and(eq(messageThreads.id, question.id), isNull(messageThreads.orderId)))
        .returning({ id: messageThreads.id })
    : [];
  if (!adopted.length) await tx.insert(messageThreads).values({ orderId: o.orderId, buyerId: o.buyerId, sellerId: o.sellerId });
}

/** Names and mail addresses of users, by id. */
export async function loadParties(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, Party>();
  const rows = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, company: users.company })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
export type Party = { id: number; email: string; firstname: string; lastname: string; company: string };
