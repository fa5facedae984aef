import { inArray } from 'drizzle-orm';
import type { OfferStatus, OfferStep } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { offerEvents, users } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailSite } from '../../lib/mail-templates/layout.ts';
import { offerMail } from '../../lib/mail-templates/offer-mail.ts';
import { recordAudit } from '../audit/index.ts';
import type { MessageHub } from '../messages/index.ts';
import type { OfferRow } from './offer-view.ts';

/** What the offer calls need besides the request: database, mail queue, live stream and the server's clock. */
export interface OfferDeps {
  db: Db;
  jobs: JobQueue;
  hub: MessageHub;
  site: MailSite;
  /** ms since the epoch; tests move it (docs/product.md §2.11 expiry is by the server's clock). */
  now: () => number;
}

export interface Step {
  step: OfferStep;
  by: 'buyer' | 'seller' | 'site';
  actorId: number | null;
  from: OfferStatus | null;
  amount: number | null;
  message: string;
}

const fullName = (u: { firstname: string | null; lastname: string | null }) => [u.firstname, u.lastname].filter(Boolean).join(' ');

/**
 * Writes one step of an offer in the caller's transaction: its history line, the audit log entry and the mails to the
 * other party (both parties for the site's own steps), so each exists exactly when the change does.
 */
export async function recordStep(tx: Db, deps: OfferDeps, offer: OfferRow, s: Step): Promise<void> {
  const at = new Date(deps.now());
  const [event] = await tx
    .insert(offerEvents)
    .values({ offerId: offer.id, actorId: s.actorId, by: s.by, step: s.step, amount: s.amount, message: s.message, createdAt: at })
    .returning({ id: offerEvents.id });
  await recordAudit(tx, s.actorId, {
    action: `offer.${s.step}`,
    target: `offer ${offer.id}`,
    detail: { productId: offer.productId, from: s.from, to: offer.status, amount: s.amount, quantity: offer.quantity },
  });
  const parties = await tx
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, company: users.company })
    .from(users)
    .where(inArray(users.id, [offer.buyerId, offer.sellerId]));
  const buyer = parties.find((p) => p.id === offer.buyerId);
  const seller = parties.find((p) => p.id === offer.sellerId);
  const readers = (s.by === 'site' ? ['buyer', 'seller'] : [s.by === 'buyer' ? 'seller' : 'buyer']) as ('buyer' | 'seller')[];
  for (const reader of readers) {
    const to = reader === 'buyer' ? buyer : seller;
    if (!to?.email) continue;
    const by =
      s.by === 'buyer'
        ? fullName(buyer ?? { firstname: '', lastname: '' }) || 'The buyer'
        : seller?.company || fullName(seller ?? { firstname: '', lastname: '' }) || 'The seller';
    await enqueueMail(
      deps.jobs,
      offerMail(
        {
          to: to.email,
          firstname: to.firstname ?? '',
          reader,
          offerId: offer.id,
          kind: offer.kind,
          productname: offer.productname,
          step: s.step,
          status: offer.status,
          amount: offer.amount === null ? null : Number(offer.amount),
          quantity: offer.quantity,
          by,
          message: s.message,
        },
        deps.site,
      ),
      { key: `offer-step:${event!.id}:${reader}`, tx },
    );
  }
}

/** After the commit: the queued mails go now and both parties' open streams hear the new state. */
export function announce(deps: OfferDeps, changed: readonly Pick<OfferRow, 'id' | 'status' | 'buyerId' | 'sellerId'>[]): void {
  if (!changed.length) return;
  deps.jobs.wake();
  for (const o of changed) {
    const event = { type: 'offer' as const, offerid: o.id, status: o.status };
    deps.hub.publish(o.buyerId, event);
    deps.hub.publish(o.sellerId, event);
  }
}
