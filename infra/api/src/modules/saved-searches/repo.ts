import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { savedSearchTexts, type SavedSearch } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { alertMatches, alertSettings, savedSearches } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { uniqueOr409 } from '../../lib/unique.ts';
import type { SavedQuery } from './saved-query.ts';

type Row = typeof savedSearches.$inferSelect;

// written out: inside a subquery Drizzle would leave saved_searches.id unqualified, and it would read alert_matches.id
const pendingCount = sql<number>`(select count(*)::int from alert_matches m where m.saved_search_id = "saved_searches"."id" and m.state = 'pending')`;

const toSavedSearch = (r: Row & { newMatches: number }): SavedSearch => ({
  id: r.id,
  name: r.name,
  query: r.query,
  summary: r.summary,
  alert: r.alert,
  frequency: r.frequency,
  createdAt: r.createdAt.toISOString(),
  lastAlertAt: r.lastAlertAt?.toISOString() ?? null,
  newMatches: Number(r.newMatches),
});

/** The stored columns of a normalized view; the words go in as the shop's websearch_to_tsquery reads them. */
export const queryColumns = (q: SavedQuery) => ({
  query: q.query,
  summary: q.summary,
  filters: q.filters,
  words: q.words === null ? null : sql`websearch_to_tsquery('english', ${q.words})`,
  modelPatterns: q.modelPatterns,
  brand: q.brand,
  category: q.category,
  condition: q.condition,
  sellerId: q.sellerId,
  minPrice: q.minPrice,
  maxPrice: q.maxPrice,
  locations: q.locations,
  latitude: q.latitude,
  longitude: q.longitude,
  miles: q.miles,
  recheck: q.recheck,
});

/** Runs a write; the buyer's name index refusing it answers 409 with the duplicate-name text. */
const nameUnique = <T>(write: () => Promise<T>): Promise<T> => uniqueOr409(write, savedSearchTexts.duplicateName);

export async function listSavedSearches(db: Db, buyerId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select({ row: savedSearches, newMatches: pendingCount })
    .from(savedSearches)
    .where(eq(savedSearches.buyerId, buyerId))
    .orderBy(desc(savedSearches.id));
  return rows.map((r) => toSavedSearch({ ...r.row, newMatches: r.newMatches }));
}

/** One of the buyer's own saved searches; another buyer's id answers 404 like a missing one. */
export async function ownSavedSearch(db: Db, buyerId: number, id: number): Promise<SavedSearch> {
  const [r] = await db
    .select({ row: savedSearches, newMatches: pendingCount })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)));
  if (!r) throw new AppError('ERR_NOT_FOUND', savedSearchTexts.notFound);
  return toSavedSearch({ ...r.row, newMatches: r.newMatches });
}

export async function countSavedSearches(db: Db, buyerId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.buyerId, buyerId));
  return r?.n ?? 0;
}

export async function insertSavedSearch(
  db: Db,
  buyerId: number,
  s: { name: string; alert: boolean; frequency: Row['frequency'] },
  q: SavedQuery,
): Promise<number> {
  const [row] = await nameUnique(() =>
    db
      .insert(savedSearches)
      .values({ buyerId, name: s.name, alert: s.alert, frequency: s.frequency, ...queryColumns(q) })
      .returning({ id: savedSearches.id }),
  );
  return row!.id;
}

export async function updateSavedSearchRow(db: Db, id: number, set: Partial<Pick<Row, 'name' | 'alert' | 'frequency'>>): Promise<void> {
  if (!Object.keys(set).length) return;
  await nameUnique(() => db.update(savedSearches).set(set).where(eq(savedSearches.id, id)));
}

export async function deleteSavedSearchRow(db: Db, buyerId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** An alert turned off sends nothing more, even for matches already found: they are dropped, never mailed later. */
export async function dropPendingMatches(db: Db, where: { savedSearchId: number } | { watchlistOf: number }): Promise<void> {
  await db
    .update(alertMatches)
    .set({ state: 'dropped' })
    .where(
      and(
        eq(alertMatches.state, 'pending'),
        'savedSearchId' in where
          ? eq(alertMatches.savedSearchId, where.savedSearchId)
          : and(eq(alertMatches.buyerId, where.watchlistOf), isNull(alertMatches.savedSearchId)),
      ),
    );
}

export async function watchlistAlertsOf(db: Db, buyerId: number): Promise<boolean> {
  const [r] = await db.select().from(alertSettings).where(eq(alertSettings.buyerId, buyerId));
  return r?.watchlistAlerts ?? true;
}

export async function setWatchlistAlerts(db: Db, buyerId: number, on: boolean): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ buyerId, watchlistAlerts: on })
    .onConflictDoUpdate({ target: alertSettings.buyerId, set: { watchlistAlerts: on } });
  if (!on) await dropPendingMatches(db, { watchlistOf: buyerId });
}
