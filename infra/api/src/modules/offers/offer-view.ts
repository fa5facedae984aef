import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  offerLimits,
  offerStatuses,
  offerTabs,
  type Offer,
  type OfferTab,
  type OfferHistoryEntry,
  type OfferPage,
  type OfferStatus,
} from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { offerEvents, offers, products, users } from '../../db/schema/index.ts';

const buyers = alias(users, 'offer_buyer');
const sellers = alias(users, 'offer_seller');
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const fullName = (u: { firstname: string | null; lastname: string | null }) => [u.firstname, u.lastname].filter(Boolean).join(' ');

export type OfferRow = typeof offers.$inferSelect;

const selectOffers = (db: Db) =>
  db
    .select({
      offer: offers,
      buyer: { id: buyers.id, firstname: buyers.firstname, lastname: buyers.lastname },
      seller: { id: sellers.id, firstname: sellers.firstname, lastname: sellers.lastname, company: sellers.company },
      listing: { price: products.price, discountPrice: products.discountPrice, priceOnRequest: products.priceOnRequest },
    })
    .from(offers)
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .innerJoin(sellers, eq(sellers.id, offers.sellerId))
    .leftJoin(products, eq(products.id, offers.productId))
    .$dynamic();
type Joined = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

/** The contract's offer (docs/product.md §2.11); the listing's auto amounts are never read here. */
function toOffer({ offer: o, buyer, seller, listing }: Joined): Offer {
  const asking = listing && !listing.priceOnRequest ? Number(listing.discountPrice ?? listing.price) : null;
  return {
    id: o.id,
    kind: o.kind,
    status: o.status,
    productId: o.productId,
    productname: o.productname,
    askingPrice: asking,
    amount: o.amount === null ? null : Number(o.amount),
    quantity: o.quantity,
    message: o.message,
    buyer: { id: buyer.id, name: fullName(buyer) },
    seller: { id: seller.id, name: fullName(seller), company: seller.company ?? '' },
    waitingFor: o.waitingFor === 'buyer' || o.waitingFor === 'seller' ? o.waitingFor : null,
    countersLeft: {
      buyer: Math.max(0, offerLimits.countersEachWay - o.buyerCounters),
      seller: Math.max(0, offerLimits.countersEachWay - o.sellerCounters),
    },
    expiresAt: iso(o.expiresAt),
    acceptedAt: iso(o.acceptedAt),
    orderId: o.orderId,
    createdAt: iso(o.createdAt)!,
    updatedAt: iso(o.updatedAt)!,
  };
}

async function historyOf(db: Db, ids: number[]): Promise<Map<number, OfferHistoryEntry[]>> {
  const out = new Map<number, OfferHistoryEntry[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(offerEvents)
    .where(inArray(offerEvents.offerId, ids))
    .orderBy(asc(offerEvents.createdAt), asc(offerEvents.id));
  for (const e of rows) {
    out.get(e.offerId)?.push({
      at: iso(e.createdAt)!,
      by: e.by as OfferHistoryEntry['by'],
      step: e.step as OfferHistoryEntry['step'],
      amount: e.amount === null ? null : Number(e.amount),
      message: e.message,
    });
  }
  return out;
}

/** One offer with its history, or undefined. */
export async function loadOffer(db: Db, id: number): Promise<Offer | undefined> {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  if (!row) return undefined;
  return { ...toOffer(row), history: (await historyOf(db, [id])).get(id)! };
}

/** A listing's offers with their history, oldest first (the admin's read-only view). */
export async function listingOffers(db: Db, productId: number): Promise<Offer[]> {
  const rows = await selectOffers(db).where(eq(offers.productId, productId)).orderBy(asc(offers.createdAt), asc(offers.id));
  const history = await historyOf(
    db,
    rows.map((r) => r.offer.id),
  );
  return rows.map((r) => ({ ...toOffer(r), history: history.get(r.offer.id)! }));
}

/** One page of the caller's offers as buyer or seller, latest change first, with the count per state. */
export async function listOffers(
  db: Db,
  who: { id: number; role: 'buyer' | 'seller' },
  q: { status?: OfferStatus; tab?: OfferTab; page: number; size: number },
): Promise<OfferPage> {
  const mine: SQL = who.role === 'buyer' ? eq(offers.buyerId, who.id) : eq(offers.sellerId, who.id);
  const where = and(
    mine,
    q.status ? eq(offers.status, q.status) : undefined,
    q.tab ? inArray(offers.status, [...offerTabs[q.tab]]) : undefined,
  );
  const [rows, byStatus] = await Promise.all([
    selectOffers(db)
      .where(where)
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ status: offers.status, n: count() }).from(offers).where(mine).groupBy(offers.status),
  ]);
  const counts = Object.fromEntries(offerStatuses.map((s) => [s, 0])) as Record<OfferStatus, number>;
  for (const r of byStatus) counts[r.status] = Number(r.n);
  const shown = offerStatuses.filter((s) => (!q.status || s === q.status) && (!q.tab || offerTabs[q.tab].some((t) => t === s)));
  const totalElements = shown.reduce((sum, s) => sum + counts[s], 0);
  return { content: rows.map(toOffer), totalElements, counts };
}
