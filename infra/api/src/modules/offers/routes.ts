import { endpoints, offerTexts } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotencyKeyOf } from '../buyer-orders/index.ts';
import { MessageHub } from '../messages/index.ts';
import { expireDue } from './expiry.ts';
import { listingOffers, listOffers } from './offer-view.ts';
import { placeOfferOrder } from './place-offer-order.ts';
import { answerOffer, assertParty, createOffer, getOffer } from './service.ts';
import type { OfferDeps } from './steps.ts';

const tags = ['offers'];
// a caller outside the offer gets 404, a role or an admin where a party is needed 403, a step out of state or turn 409
const errors = ['ERR_FORBIDDEN', 'ERR_NOT_FOUND', 'ERR_CONFLICT'] as const;

/** docs/product.md §2.11 offer calls: buyers offer and ask for quotes, the listing's seller answers, the buyer orders. */
export async function offerRoutes(app: ApiApp, opts: { hub?: MessageHub } = {}) {
  const deps: OfferDeps = {
    db: app.db,
    jobs: app.jobs,
    // publishes through the site's fanout: the message routes' streams (any process) hear it
    hub: opts.hub ?? new MessageHub(app.fanout),
    site: app.config,
    now: () => app.now(),
  };

  const create = endpointRoute(app, endpoints.createOffer, {
    tags,
    errors,
    summary: 'Make an offer (amount per unit) or request a quote on a listing',
  });
  app.post(create.url, { ...create.options, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req) =>
    createOffer(deps, req.user!, req.body),
  );

  const list = endpointRoute(app, endpoints.offers, {
    tags,
    errors,
    summary: "The caller's offers as buyer or seller, paged, with counts per state",
  });
  app.get(list.url, list.options, async (req) => {
    const user = req.user!;
    assertParty(user);
    const { role, ...page } = req.query;
    if (role !== user.role)
      throw new AppError('ERR_FORBIDDEN', role === 'seller' ? offerTexts.sellerAccountOnly : offerTexts.buyerAccountOnly);
    await expireDue(deps);
    return listOffers(app.db, { id: user.id, role }, page);
  });

  const one = endpointRoute(app, endpoints.offer, { tags, errors, summary: 'One offer of the caller, with its history' });
  app.get(one.url, one.options, async (req) => getOffer(deps, req.user!, req.params.id));

  const accept = endpointRoute(app, endpoints.acceptOffer, {
    tags,
    errors,
    summary: 'Accept the amount on the table (the party the offer waits for)',
  });
  app.post(accept.url, accept.options, async (req) => answerOffer(deps, req.user!, req.params.id, { action: 'accept', ...req.body }));

  const decline = endpointRoute(app, endpoints.declineOffer, { tags, errors, summary: 'Decline an offer (the seller, optional reason)' });
  app.post(decline.url, decline.options, async (req) =>
    answerOffer(deps, req.user!, req.params.id, { action: 'decline', message: req.body.reason }),
  );

  const counter = endpointRoute(app, endpoints.counterOffer, { tags, errors, summary: 'Counter with another amount (at most 3 each way)' });
  app.post(counter.url, counter.options, async (req) => answerOffer(deps, req.user!, req.params.id, { action: 'counter', ...req.body }));

  const withdraw = endpointRoute(app, endpoints.withdrawOffer, { tags, errors, summary: 'Withdraw an open offer (its buyer)' });
  app.post(withdraw.url, withdraw.options, async (req) => answerOffer(deps, req.user!, req.params.id, { action: 'withdraw', ...req.body }));

  const order = endpointRoute(app, endpoints.orderOffer, {
    tags,
    errors,
    summary: 'Order an accepted offer at the agreed amount; the Idempotency-Key header makes a retry answer the same order',
  });
  app.post(order.url, order.options, async (req) =>
    placeOfferOrder(deps, req.user!, req.params.id, idempotencyKeyOf(req.headers), req.body),
  );

  const admin = endpointRoute(app, endpoints.adminOffers, { tags, summary: "One listing's offers with their history, read-only" });
  app.get(admin.url, admin.options, async (req) => {
    await expireDue(deps);
    return listingOffers(app.db, req.query.productId);
  });
}
