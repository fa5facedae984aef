import { eq, inArray } from 'drizzle-orm';
import { savedSearchLimits, savedSearchTexts, type NewSavedSearch, type SavedSearch, type SavedSearchUpdate } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { savedSearches, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AlertDeps } from './alert-deps.ts';
import { scheduleDigest } from './digest-schedule.ts';
import {
  countSavedSearches,
  dropPendingMatches,
  insertSavedSearch,
  ownSavedSearch,
  setWatchlistAlerts,
  updateSavedSearchRow,
} from './repo.ts';
import { normalizeQuery } from './saved-query.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export async function createSavedSearch(db: Db, buyerId: number, body: NewSavedSearch): Promise<SavedSearch> {
  const q = normalizeQuery(body.query);
  return db.transaction(async (tx) => {
    // counted under the buyer's own row lock, so two saves at once cannot both take the 50th place
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update');
    if ((await countSavedSearches(tx, buyerId)) >= savedSearchLimits.perBuyer) throw new AppError('ERR_CONFLICT', savedSearchTexts.tooMany);
    const id = await insertSavedSearch(tx, buyerId, body, q);
    return ownSavedSearch(tx, buyerId, id);
  });
}

/** Rename, alert on or off, frequency. Turning the alert off drops what it found unsent; a new frequency takes them along. */
export async function updateSavedSearch(deps: AlertDeps, buyerId: number, id: number, body: SavedSearchUpdate): Promise<SavedSearch> {
  return deps.db.transaction(async (tx) => {
    const before = await ownSavedSearch(tx, buyerId, id);
    await updateSavedSearchRow(tx, id, body);
    if (body.alert === false && before.alert) await dropPendingMatches(tx, { savedSearchId: id });
    const after = await ownSavedSearch(tx, buyerId, id);
    if (after.alert && after.newMatches > 0 && after.frequency !== before.frequency)
      await scheduleDigest(deps, tx, buyerId, after.frequency);
    return after;
  });
}

/** The alert mail's link: turns off what the signed token names; a changed or forged token answers 400. */
export async function unsubscribe(db: Db, token: string, secret: string): Promise<{ message: string; subject: string }> {
  const subjects = readUnsubscribeToken(secret, token);
  if (!subjects) throw new AppError('ERR_BAD_REQUEST', savedSearchTexts.unsubscribeInvalid);
  return db.transaction(async (tx) => {
    const names: string[] = [];
    const searchIds = subjects.flatMap((s) => ('savedSearchId' in s ? [s.savedSearchId] : []));
    if (searchIds.length) {
      const rows = await tx
        .update(savedSearches)
        .set({ alert: false })
        .where(inArray(savedSearches.id, searchIds))
        .returning({ id: savedSearches.id, name: savedSearches.name });
      for (const r of rows) {
        await dropPendingMatches(tx, { savedSearchId: r.id });
        names.push(r.name);
      }
    }
    for (const s of subjects) {
      if (!('watchlistOf' in s)) continue;
      await setWatchlistAlerts(tx, s.watchlistOf, false);
      names.push(savedSearchTexts.watchlistAlerts);
    }
    if (!names.length) throw new AppError('ERR_NOT_FOUND', savedSearchTexts.notFound);
    return { message: savedSearchTexts.unsubscribed, subject: names.join(', ') };
  });
}
