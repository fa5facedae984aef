import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionPayments, subscriptions, users } from '../../db/schema/index.ts';
import { annualPlan } from './plan.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof subscriptionPayments.$inferSelect;
/** A database or a transaction handle. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** The seller's subscription row, created 'pending' with the included credits when sign-up did not make one. */
export async function ensureSubscription(tx: Tx, sellerId: number, opts: { lock?: boolean } = {}): Promise<SubscriptionRow> {
  await tx
    .insert(subscriptions)
    .values({ sellerId, status: 'pending', plan: annualPlan.plan, listingCreditsTotal: annualPlan.includedListingCredits })
    .onConflictDoNothing({ target: subscriptions.sellerId });
  const q = tx.select().from(subscriptions).where(eq(subscriptions.sellerId, sellerId));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row!;
}

export async function findPayment(tx: Tx, id: string, opts: { lock?: boolean } = {}): Promise<PaymentRow | undefined> {
  const q = tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export type NewPayment = typeof subscriptionPayments.$inferInsert;

/** Records a payment unless one with its id exists. */
export async function insertPaymentOnce(tx: Tx, p: NewPayment): Promise<void> {
  await tx.insert(subscriptionPayments).values(p).onConflictDoNothing({ target: subscriptionPayments.id });
}

/** Records a payment, or sets the status of the one with its id. */
export async function insertPayment(tx: Tx, p: NewPayment): Promise<void> {
  await tx
    .insert(subscriptionPayments)
    .values(p)
    .onConflictDoUpdate({
      target: subscriptionPayments.id,
      set: { status: p.status ?? 'pending', updatedAt: new Date() },
    });
}

export async function setPaymentStatus(tx: Tx, id: string, status: 'paid' | 'failed'): Promise<void> {
  await tx.update(subscriptionPayments).set({ status, updatedAt: new Date() }).where(eq(subscriptionPayments.id, id));
}

/** The transaction table: finished payments, newest first (open checkouts are not payments yet). */
export async function listPayments(db: Tx, sellerId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.sellerId, sellerId), ne(subscriptionPayments.status, 'pending')))
    .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id));
}

/** When the seller first paid the subscription. */
export async function firstPaidAt(db: Tx, sellerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${subscriptionPayments.createdAt})` })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.sellerId, sellerId),
        eq(subscriptionPayments.kind, 'subscription'),
        eq(subscriptionPayments.status, 'paid'),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

export async function updateSubscription(tx: Tx, id: number, set: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

export async function findByStripeSubscription(tx: Tx, stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).for('update');
  return row;
}

export async function isSeller(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role === 'seller';
}
