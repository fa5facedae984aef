import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alertWindowMinutes, type AlertFrequency } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { alertDigests, alertMatches, alertSettings, products, savedSearches, users } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import type { AlertDeps } from './alert-deps.ts';
import { alertMail, type MailMatch, type MailSection } from './alert-mail.ts';
import { alertTexts } from './alert-texts.ts';
import { enqueueDigest, lockDigest, watchlistFrequency } from './digest-schedule.ts';
import { unsubscribeToken, type UnsubscribeSubject } from './unsubscribe-token.ts';

// written out: inside a subquery of the select list Drizzle would leave products.id unqualified
const firstPicture = sql<string | null>`(select coalesce(mf.thumb_url, mf.url) from media_files mf
  where mf.product_id = "products"."id" and mf.file_type = 'image' order by mf.slot, mf.position limit 1)`;

/** The buyer's unsent matches of this frequency whose alert is still on (a turned-off alert sends nothing more). */
async function pendingMatches(db: Db, buyerId: number, frequency: AlertFrequency) {
  const watchlistOn = sql`coalesce((select ${alertSettings.watchlistAlerts} from ${alertSettings} where ${alertSettings.buyerId} = ${buyerId}), true)`;
  return db
    .select({
      id: alertMatches.id,
      savedSearchId: alertMatches.savedSearchId,
      searchName: savedSearches.name,
      searchQuery: savedSearches.query,
      productId: alertMatches.productId,
      name: products.name,
      condition: sql<string>`${products.condition}::text`,
      price: alertMatches.price,
      oldPrice: alertMatches.oldPrice,
      picture: firstPicture,
    })
    .from(alertMatches)
    .innerJoin(products, eq(products.id, alertMatches.productId))
    .leftJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(
      and(
        eq(alertMatches.buyerId, buyerId),
        eq(alertMatches.state, 'pending'),
        sql`((${savedSearches.alert} and ${savedSearches.frequency} = ${frequency})
          or (${isNull(alertMatches.savedSearchId)} and ${frequency === watchlistFrequency} and ${watchlistOn}))`,
      ),
    )
    .orderBy(asc(alertMatches.id));
}

type Pending = Awaited<ReturnType<typeof pendingMatches>>[number];

function sectionsOf(pending: Pending[], buyerId: number, secret: string): { sections: MailSection[]; subjects: UnsubscribeSubject[] } {
  const groups = new Map<number | null, Pending[]>();
  for (const p of pending) groups.set(p.savedSearchId, [...(groups.get(p.savedSearchId) ?? []), p]);
  const sections: MailSection[] = [];
  const subjects: UnsubscribeSubject[] = [];
  for (const [searchId, rows] of groups) {
    const subject: UnsubscribeSubject = searchId === null ? { watchlistOf: buyerId } : { savedSearchId: searchId };
    subjects.push(subject);
    const matches: MailMatch[] = rows.map((r) => ({
      productId: r.productId,
      name: r.name,
      condition: r.condition,
      price: r.price,
      oldPrice: r.oldPrice,
      picture: r.picture,
    }));
    sections.push(
      searchId === null
        ? {
            heading: alertTexts.watchlistHeading,
            link: '/watchlist',
            unsubscribeToken: unsubscribeToken(secret, [subject]),
            unsubscribeText: alertTexts.unsubscribeWatchlist,
            matches,
          }
        : {
            heading: alertTexts.searchHeading(rows[0]!.searchName!),
            link: `/xchangeShop?${rows[0]!.searchQuery!}`,
            unsubscribeToken: unsubscribeToken(secret, [subject]),
            unsubscribeText: alertTexts.unsubscribeSearch,
            matches,
          },
    );
  }
  return { sections, subjects };
}

/**
 * The digest job of one buyer and frequency. Under the lock of the buyer's digest row (matches being recorded wait
 * for it): counts the run (the next match's job gets a new key), and when the window is open queues one mail with
 * every pending match in the same transaction that marks them sent, so a match is mailed exactly once.
 */
export async function sendDigest(deps: AlertDeps, buyerId: number, frequency: AlertFrequency): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const digest = await lockDigest(tx, buyerId, frequency);
    if (!digest) return;
    const runs = digest.runs + 1;
    const now = deps.now();
    const opensAt = digest.lastSentAt ? digest.lastSentAt.getTime() + alertWindowMinutes[frequency] * 60_000 : 0;
    const pending = await pendingMatches(tx, buyerId, frequency);
    if (pending.length && now < opensAt) {
      await tx
        .update(alertDigests)
        .set({ runs })
        .where(and(eq(alertDigests.buyerId, buyerId), eq(alertDigests.frequency, frequency)));
      await enqueueDigest(deps, tx, { ...digest, runs });
      return;
    }
    const sentAt = new Date(now);
    await tx
      .update(alertDigests)
      .set({ runs, ...(pending.length ? { lastSentAt: sentAt } : {}) })
      .where(and(eq(alertDigests.buyerId, buyerId), eq(alertDigests.frequency, frequency)));
    if (!pending.length) return;
    const [buyer] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, buyerId));
    if (!buyer) return;
    const { sections, subjects } = sectionsOf(pending, buyerId, deps.secret);
    const mail = alertMail(
      { email: buyer.email, name: buyer.firstname.trim() || 'there' },
      sections,
      unsubscribeToken(deps.secret, subjects),
      deps.site,
    );
    await enqueueMail(deps.jobs, mail, { key: `alert-mail:${buyerId}:${frequency}:${runs}`, tx });
    await tx
      .update(alertMatches)
      .set({ state: 'sent', sentAt })
      .where(
        inArray(
          alertMatches.id,
          pending.map((p) => p.id),
        ),
      );
    const searchIds = [...new Set(pending.map((p) => p.savedSearchId).filter((id): id is number => id !== null))];
    if (searchIds.length) await tx.update(savedSearches).set({ lastAlertAt: sentAt }).where(inArray(savedSearches.id, searchIds));
  });
}
