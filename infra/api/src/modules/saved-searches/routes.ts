import { endpoints, savedSearchTexts } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { MessageHub } from '../messages/index.ts';
import { notifier } from '../notifications/index.ts';
import type { AlertDeps } from './alert-deps.ts';
import { matchListing } from './match-listing.ts';
import { deleteSavedSearchRow, listSavedSearches, setWatchlistAlerts, watchlistAlertsOf } from './repo.ts';
import { sendDigest } from './send-digest.ts';
import { createSavedSearch, unsubscribe, updateSavedSearch } from './service.ts';

const tags = ['saved searches'];

/** docs/product.md §2.14: a buyer's saved searches (own rows only), the alert jobs, and the mails' unsubscribe links. */
export async function savedSearchRoutes(app: ApiApp, opts: { hub?: MessageHub } = {}) {
  const deps: AlertDeps = {
    db: app.db,
    jobs: app.jobs,
    notify: notifier(opts.hub ?? new MessageHub(app.fanout)),
    now: () => app.now(),
    site: app.config,
    secret: app.config.jwtSecret,
  };
  await app.jobs.work('listing-alerts', (data) => matchListing(deps, data.productId));
  await app.jobs.work('alert-digest', (data) => sendDigest(deps, data.buyerId, data.frequency));

  const list = endpointRoute(app, endpoints.savedSearches, { tags, summary: "The buyer's saved searches and the watchlist alert" });
  app.get(list.url, list.options, async (req) => ({
    items: await listSavedSearches(app.db, req.user!.id),
    watchlistAlerts: await watchlistAlertsOf(app.db, req.user!.id),
  }));

  const create = endpointRoute(app, endpoints.createSavedSearch, {
    tags,
    summary: 'Save a shop view under a name (at most 50, names unique per buyer)',
    errors: ['ERR_CONFLICT'],
  });
  app.post(create.url, create.options, async (req) => createSavedSearch(app.db, req.user!.id, req.body));

  const update = endpointRoute(app, endpoints.updateSavedSearch, {
    tags,
    summary: 'Rename a saved search, turn its alert on or off, change its frequency',
    errors: ['ERR_CONFLICT', 'ERR_NOT_FOUND'],
  });
  app.put(update.url, update.options, async (req) => updateSavedSearch(deps, req.user!.id, req.params.id, req.body));

  const remove = endpointRoute(app, endpoints.deleteSavedSearch, {
    tags,
    summary: 'Delete an own saved search',
    errors: ['ERR_NOT_FOUND'],
  });
  app.delete(remove.url, remove.options, async (req) => {
    if (!(await deleteSavedSearchRow(app.db, req.user!.id, req.params.id))) throw new AppError('ERR_NOT_FOUND', savedSearchTexts.notFound);
    return { message: savedSearchTexts.deleted };
  });

  const watch = endpointRoute(app, endpoints.watchlistAlerts, { tags, summary: 'Turn price-drop mails for the watchlist on or off' });
  app.put(watch.url, watch.options, async (req) => {
    await setWatchlistAlerts(app.db, req.user!.id, req.body.watchlistAlerts);
    return { watchlistAlerts: req.body.watchlistAlerts };
  });

  const unsub = endpointRoute(app, endpoints.alertUnsubscribe, {
    tags,
    summary: "An alert mail's unsubscribe link (signed token, no sign-in)",
    errors: ['ERR_BAD_REQUEST', 'ERR_NOT_FOUND'],
  });
  app.post(unsub.url, { ...unsub.options, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req) =>
    unsubscribe(app.db, req.body.token, app.config.jwtSecret),
  );

  await app.register(oneClickRoute, { secret: app.config.jwtSecret });
}

/**
 * RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` form-encoded, without our headers; the token is in the
 * query. Its own scope takes any body as it comes, so no content type is refused.
 */
async function oneClickRoute(app: ApiApp, opts: { secret: string }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_req, body, done) => done(null, body));
  const route = endpointRoute(app, endpoints.alertUnsubscribeOneClick, {
    tags,
    summary: 'One-click unsubscribe of an alert mail (List-Unsubscribe-Post)',
    errors: ['ERR_BAD_REQUEST', 'ERR_NOT_FOUND'],
  });
  app.post(route.url, { ...route.options, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (req) =>
    unsubscribe(app.db, req.query.token, opts.secret),
  );
}
