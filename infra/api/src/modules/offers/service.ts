import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  canMoveOffer,
  offerLimits,
  offerTexts,
  type CounterOffer,
  type NewOffer,
  type Offer,
  type OfferAction,
  type OfferStatus,
} from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { offers, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isVisible } from '../shop/index.ts';
import { expireDue } from './expiry.ts';
import { loadOffer, type OfferRow } from './offer-view.ts';
import { announce, recordStep, type OfferDeps } from './steps.ts';

const expiryMs = offerLimits.expiryHours * 3_600_000;

const isLiveOfferConflict = (e: unknown): boolean => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = err?.code ?? err?.cause?.code;
  const constraint = err?.constraint ?? err?.cause?.constraint;
  return code === '23505' && (constraint === undefined || constraint === 'offers_one_live_uq');
};

/** The caller's side of an offer; anyone else (admins too) does not learn it exists. */
function sideOf(o: Pick<OfferRow, 'buyerId' | 'sellerId'>, user: AuthUser): 'buyer' | 'seller' | undefined {
  if (user.role === 'buyer' && o.buyerId === user.id) return 'buyer';
  if (user.role === 'seller' && o.sellerId === user.id) return 'seller';
  return undefined;
}

/** Only buyers and sellers have offers; an admin reads them per listing (adminOffers). */
export function assertParty(user: AuthUser): void {
  if (user.role === 'admin')
    throw new AppError('ERR_FORBIDDEN', 'Admins read offers per listing, read-only (GET admin/offers?productId=).');
}

/** The offer as its buyer or seller sees it, with its history; 404 for anyone else. */
export async function getOffer(deps: OfferDeps, user: AuthUser, id: number): Promise<Offer> {
  assertParty(user);
  await expireDue(deps);
  const offer = await loadOffer(deps.db, id);
  if (!offer || !sideOf({ buyerId: offer.buyer.id, sellerId: offer.seller.id }, user))
    throw new AppError('ERR_NOT_FOUND', offerTexts.notFound);
  return offer;
}

type Listing = { acceptOffers: boolean; priceOnRequest: boolean; autoDeclineBelow: number | null; autoAcceptAt: number | null };

/** docs/product.md §2.11: the seller's auto amounts decide a buyer's amount at once, or not at all. */
function autoAnswer(listing: Listing, amount: number): 'auto-accept' | 'auto-decline' | undefined {
  if (listing.autoAcceptAt !== null && amount >= Number(listing.autoAcceptAt)) return 'auto-accept';
  if (listing.autoDeclineBelow !== null && amount < Number(listing.autoDeclineBelow)) return 'auto-decline';
  return undefined;
}

/** What an auto answer sets on the offer. */
const autoSet = (answer: 'auto-accept' | 'auto-decline', now: Date) =>
  answer === 'auto-accept'
    ? { status: 'accepted' as const, acceptedAt: now, expiresAt: new Date(now.getTime() + expiryMs), waitingFor: 'buyer' }
    : { status: 'declined' as const, expiresAt: null, waitingFor: null };

/** POST offers: a buyer's offer or quote request on a listing the shop shows, of another seller. */
export async function createOffer(deps: OfferDeps, user: AuthUser, body: NewOffer): Promise<Offer> {
  await expireDue(deps);
  const [listing] = await deps.db
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      acceptOffers: products.acceptOffers,
      priceOnRequest: products.priceOnRequest,
      autoDeclineBelow: products.autoDeclineBelow,
      autoAcceptAt: products.autoAcceptAt,
    })
    .from(products)
    .where(and(eq(products.id, body.productId), isVisible(deps.db)));
  // hidden, unpublished, an inactive seller's or one with an unpaid subscription: not in the shop, takes no offers
  if (!listing) throw new AppError('ERR_NOT_FOUND', offerTexts.listingUnavailable);
  if (listing.sellerId === user.id) throw new AppError('ERR_FORBIDDEN', offerTexts.ownListing);
  if (body.kind === 'offer' && listing.priceOnRequest) throw new AppError('ERR_CONFLICT', offerTexts.priceOnRequest);
  if (body.kind === 'offer' && !listing.acceptOffers) throw new AppError('ERR_CONFLICT', offerTexts.offersOff);
  if (body.kind === 'quote' && !listing.priceOnRequest) throw new AppError('ERR_CONFLICT', offerTexts.quoteNotOnRequest);

  const now = new Date(deps.now());
  const auto = body.kind === 'offer' ? autoAnswer(listing, body.amount!) : undefined;
  let created: OfferRow;
  try {
    created = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(offers)
        .values({
          kind: body.kind,
          productId: listing.id,
          productname: listing.name,
          buyerId: user.id,
          sellerId: listing.sellerId,
          amount: body.amount ?? null,
          quantity: body.quantity,
          message: body.message,
          waitingFor: 'seller',
          expiresAt: new Date(now.getTime() + expiryMs),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordStep(tx, deps, row!, {
        step: body.kind,
        by: 'buyer',
        actorId: user.id,
        from: null,
        amount: row!.amount,
        message: body.message,
      });
      if (!auto) return row!;
      const [answered] = await tx.update(offers).set(autoSet(auto, now)).where(eq(offers.id, row!.id)).returning();
      await recordStep(tx, deps, answered!, {
        step: auto,
        by: 'site',
        actorId: null,
        from: 'open',
        amount: answered!.amount,
        message: auto === 'auto-decline' ? offerTexts.autoDeclined : '',
      });
      return answered!;
    });
  } catch (e) {
    if (isLiveOfferConflict(e)) throw new AppError('ERR_CONFLICT', offerTexts.oneOpen);
    throw e;
  }
  announce(deps, [created]);
  return (await loadOffer(deps.db, created.id))!;
}

type Answer =
  | { action: 'accept'; message: string }
  | { action: 'decline'; message: string }
  | { action: 'withdraw'; message: string }
  | ({ action: 'counter' } & CounterOffer);

const target: Record<Answer['action'], OfferStatus> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
  counter: 'countered',
};

/** Refuses a step the offer's state, the caller's side or the turn does not allow (403 side, 409 state or turn). */
function check(o: OfferRow, side: 'buyer' | 'seller', action: OfferAction): void {
  if (action === 'decline' && side !== 'seller') throw new AppError('ERR_FORBIDDEN', offerTexts.onlySellerAnswers);
  if (action === 'withdraw' && side !== 'buyer') throw new AppError('ERR_FORBIDDEN', offerTexts.onlyBuyerWithdraws);
  const to = target[action as Answer['action']];
  if (!canMoveOffer(o.status, to)) throw new AppError('ERR_CONFLICT', offerTexts.cannotMove(o.status, action));
  if (action !== 'withdraw' && o.waitingFor !== side)
    throw new AppError('ERR_CONFLICT', offerTexts.notYourTurn(side === 'buyer' ? 'seller' : 'buyer'));
  if (action === 'accept' && o.amount === null) throw new AppError('ERR_CONFLICT', offerTexts.quoteNeedsAmount);
  if (action === 'counter' && (side === 'buyer' ? o.buyerCounters : o.sellerCounters) >= offerLimits.countersEachWay) {
    throw new AppError('ERR_CONFLICT', offerTexts.noCountersLeft);
  }
}

/**
 * POST offers/:id/accept | decline | counter | withdraw (docs/product.md §2.11). The offer's row is locked for the
 * step, so two answers at once are taken one after the other and the second sees the first's state.
 */
export async function answerOffer(deps: OfferDeps, user: AuthUser, id: number, answer: Answer): Promise<Offer> {
  assertParty(user);
  await expireDue(deps);
  const now = new Date(deps.now());
  const changed = await deps.db.transaction(async (tx) => {
    const [o] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    const side = o && sideOf(o, user);
    if (!o || !side) throw new AppError('ERR_NOT_FOUND', offerTexts.notFound);
    check(o, side, answer.action);
    const other = side === 'buyer' ? 'seller' : 'buyer';
    const set =
      answer.action === 'accept'
        ? { status: 'accepted' as const, acceptedAt: now, expiresAt: new Date(now.getTime() + expiryMs), waitingFor: 'buyer' }
        : answer.action === 'counter'
          ? {
              status: 'countered' as const,
              amount: answer.amount,
              waitingFor: other,
              expiresAt: new Date(now.getTime() + expiryMs),
              ...(side === 'buyer' ? { buyerCounters: o.buyerCounters + 1 } : { sellerCounters: o.sellerCounters + 1 }),
            }
          : { status: target[answer.action], waitingFor: null, expiresAt: null };
    const [row] = await tx
      .update(offers)
      .set({ ...set, updatedAt: now })
      .where(eq(offers.id, id))
      .returning();
    await recordStep(tx, deps, row!, {
      step: answer.action,
      by: side,
      actorId: user.id,
      from: o.status,
      amount: row!.amount,
      message: answer.message,
    });
    if (answer.action !== 'counter' || side !== 'buyer' || row!.productId === null) return row!;
    // a buyer's counter meets the seller's auto amounts as a first offer does
    const [listing] = await tx.select().from(products).where(eq(products.id, row!.productId));
    const auto = listing && autoAnswer(listing, answer.amount);
    if (!auto) return row!;
    const [answered] = await tx.update(offers).set(autoSet(auto, now)).where(eq(offers.id, id)).returning();
    await recordStep(tx, deps, answered!, {
      step: auto,
      by: 'site',
      actorId: null,
      from: 'countered',
      amount: answered!.amount,
      message: auto === 'auto-decline' ? offerTexts.autoDeclined : '',
    });
    return answered!;
  });
  announce(deps, [changed]);
  return (await loadOffer(deps.db, id))!;
}

/**
 * docs/product.md §2.11: a listing ordered through an offer is sold: its other offers still waiting for an answer are
 * declined (in the ordering transaction).
 */
export async function declineOthers(tx: Db, deps: OfferDeps, sold: OfferRow): Promise<OfferRow[]> {
  if (sold.productId === null) return [];
  const now = new Date(deps.now());
  const rows = await tx
    .update(offers)
    .set({ status: 'declined', waitingFor: null, expiresAt: null, updatedAt: now })
    .where(and(eq(offers.productId, sold.productId), ne(offers.id, sold.id), inArray(offers.status, ['open', 'countered'])))
    .returning();
  for (const o of rows) {
    await recordStep(tx, deps, o, { step: 'sold', by: 'site', actorId: null, from: null, amount: o.amount, message: offerTexts.soldOut });
  }
  return rows;
}
