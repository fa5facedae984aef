import { and, eq, sql } from 'drizzle-orm';
import { formatUsd, type AlertFrequency, type HomepageQuery } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import {
  alertMatches,
  alertSettings,
  brands,
  categories,
  listingAlertStates,
  products,
  savedSearches,
  watchlist,
} from '../../db/schema/index.ts';
import type { NewNotification } from '../notifications/index.ts';
import { catalogWhere, effectivePrice, isVisible, placeOf, searchOf } from '../shop/index.ts';
import { alertTexts } from './alert-texts.ts';
import { scheduleDigest, watchlistFrequency } from './digest-schedule.ts';
import type { AlertDeps } from './alert-deps.ts';

const milesPerDegreeLat = 69.05;

export interface Candidate {
  id: number;
  buyerId: number;
  name: string;
  frequency: AlertFrequency;
}

/**
 * The saved searches (alert on) that would find this listing, in one query over all of them: the structured columns
 * compared to the listing's, its search vector against each search's words (or a model number they may mean). A view
 * with specification, fact or distance filters is then checked exactly with the shop's own filters.
 */
export async function matchingSearches(db: Db, productId: number): Promise<Candidate[]> {
  const s = savedSearches;
  const p = products;
  const rows = await db
    .select({ id: s.id, buyerId: s.buyerId, name: s.name, frequency: s.frequency, recheck: s.recheck, filters: s.filters })
    .from(s)
    .innerJoin(p, eq(p.id, productId))
    .leftJoin(brands, eq(brands.id, p.brandId))
    .leftJoin(categories, eq(categories.id, p.categoryId))
    .where(
      and(
        eq(s.alert, true),
        sql`(${s.brand} is null or lower(${brands.name}) = ${s.brand})`,
        sql`(${s.category} is null or lower(${categories.name}) = ${s.category})`,
        sql`(${s.condition} is null or ${p.condition}::text = ${s.condition})`,
        sql`(${s.sellerId} is null or ${p.sellerId} = ${s.sellerId})`,
        sql`(${s.minPrice} is null or ${effectivePrice} >= ${s.minPrice})`,
        sql`(${s.maxPrice} is null or ${effectivePrice} <= ${s.maxPrice})`,
        sql`(cardinality(${s.locations}) = 0 or ${p.address} = any(${s.locations}))`,
        // a latitude band around the place; the exact distance is the shop's, in the recheck
        sql`(${s.miles} is null or abs(${p.latitude} - ${s.latitude}) <= ${s.miles} / ${milesPerDegreeLat})`,
        sql`(${s.words} is null or ${p.searchVector} @@ ${s.words}
          or exists (select 1 from unnest(${s.modelPatterns}) as m(pattern) where ${p.modelTokens} like m.pattern))`,
      ),
    );
  const out: Candidate[] = [];
  for (const r of rows) {
    if (r.recheck && !(await shopFinds(db, productId, r.filters))) continue;
    out.push({ id: r.id, buyerId: r.buyerId, name: r.name, frequency: r.frequency });
  }
  return out;
}

/** True when the shop view would list the listing: catalogWhere, the shop's own filters, narrowed to that one id. */
async function shopFinds(db: Db, productId: number, q: HomepageQuery): Promise<boolean> {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), catalogWhere(db, q, searchOf(q.search), placeOf(q))));
  return found.length > 0;
}

interface Listing {
  name: string;
  price: number;
  visible: boolean;
}

async function listingNow(db: Db, productId: number): Promise<Listing | undefined> {
  const [row] = await db
    .select({ name: products.name, price: sql<string>`${effectivePrice}`, visible: sql<boolean>`(${isVisible(db)})` })
    .from(products)
    .where(eq(products.id, productId));
  return row && { name: row.name, price: Number(row.price), visible: row.visible };
}

/**
 * The alert job of one listing (docs/product.md §2.14): compares what the shop shows now with what the matcher saw
 * last. Newly visible: recorded as a new match of every saved search that finds it. Visible at a lower price: a drop
 * for those searches and for the watchlists holding it. The unique keys of alert_matches drop repeats.
 */
export async function matchListing(deps: AlertDeps, productId: number): Promise<void> {
  const publish = await deps.db.transaction(async (tx) => {
    const now = await listingNow(tx, productId);
    if (!now) return undefined;
    const [before] = await tx.select().from(listingAlertStates).where(eq(listingAlertStates.productId, productId)).for('update');
    const seen = { visible: now.visible, price: now.price, updatedAt: new Date(deps.now()) };
    await tx
      .insert(listingAlertStates)
      .values({ productId, ...seen })
      .onConflictDoUpdate({ target: listingAlertStates.productId, set: seen });
    if (!now.visible) return undefined;
    const isNew = !before?.visible;
    const oldPrice = before?.visible && now.price < Number(before.price) ? Number(before.price) : undefined;
    if (!isNew && oldPrice === undefined) return undefined;

    const searches = await matchingSearches(tx, productId);
    const kind = isNew ? ('new' as const) : ('drop' as const);
    const match = (buyerId: number, savedSearchId: number | null): typeof alertMatches.$inferInsert => ({
      buyerId,
      savedSearchId,
      productId,
      kind,
      price: now.price,
      oldPrice: oldPrice ?? null,
    });
    const rows = searches.map((c) => match(c.buyerId, c.id));
    if (oldPrice !== undefined) rows.push(...(await watchers(tx, productId)).map((buyerId) => match(buyerId, null)));
    if (!rows.length) return undefined;
    const added = await tx
      .insert(alertMatches)
      .values(rows)
      .onConflictDoNothing()
      .returning({ buyerId: alertMatches.buyerId, savedSearchId: alertMatches.savedSearchId });
    if (!added.length) return undefined;

    const byId = new Map(searches.map((c) => [c.id, c]));
    const windows = new Set(
      added.map((a) => `${a.buyerId}:${a.savedSearchId === null ? watchlistFrequency : byId.get(a.savedSearchId)!.frequency}`),
    );
    for (const w of windows) {
      const [buyerId, frequency] = w.split(':') as [string, AlertFrequency];
      await scheduleDigest(deps, tx, Number(buyerId), frequency);
    }
    return deps.notify(tx, notificationsOf(productId, now, oldPrice, added, byId));
  });
  publish?.();
}

/** Buyers watching the listing whose watchlist price drops are on (no settings row: on). */
async function watchers(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ buyerId: watchlist.buyerId })
    .from(watchlist)
    .leftJoin(alertSettings, eq(alertSettings.buyerId, watchlist.buyerId))
    .where(and(eq(watchlist.productId, productId), sql`coalesce(${alertSettings.watchlistAlerts}, true)`));
  return rows.map((r) => r.buyerId);
}

/** One bell entry per buyer: the new match (naming the first search), or the price drop. */
function notificationsOf(
  productId: number,
  listing: Listing,
  oldPrice: number | undefined,
  added: { buyerId: number; savedSearchId: number | null }[],
  searches: Map<number, Candidate>,
): NewNotification[] {
  const link = `/product/${productId}`;
  const buyers = [...new Set(added.map((a) => a.buyerId))];
  return buyers.map((userId) => {
    if (oldPrice !== undefined)
      return {
        userId,
        kind: 'price-drop',
        title: alertTexts.priceDrop(listing.name),
        body: alertTexts.nowWas(formatUsd(listing.price), formatUsd(oldPrice)),
        link,
      };
    const names = added.filter((a) => a.buyerId === userId).map((a) => searches.get(a.savedSearchId!)!.name);
    return {
      userId,
      kind: 'saved-search',
      title: alertTexts.newMatch(names[0]!, names.length - 1),
      body: `${listing.name} · ${formatUsd(listing.price)}`,
      link,
    };
  });
}

/** Every published listing of a seller, matched again (the seller's account or subscription became active). */
export async function sellerListingIds(db: Db, sellerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.published, true)));
  return rows.map((r) => r.id);
}
