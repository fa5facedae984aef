import { endpoints, successTexts } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { addToWatchlist, listWatchlist, removeFromWatchlist } from './repo.ts';

const tags = ['wishlist'];

/** docs/product.md §7 wishlist calls: the signed-in buyer's own watchlist only. */
export async function wishlistRoutes(app: ApiApp) {
  const add = endpointRoute(app, endpoints.wishlistAdd, { tags, summary: 'Add a listing to the watchlist (idempotent)' });
  app.post(add.url, add.options, async (req) => {
    await addToWatchlist(app.db, req.user!.id, req.query.productid);
    return { message: successTexts.watchlistAdded };
  });

  const remove = endpointRoute(app, endpoints.wishlistRemove, { tags, summary: 'Remove a listing from the watchlist (idempotent)' });
  app.post(remove.url, remove.options, async (req) => {
    await removeFromWatchlist(app.db, req.user!.id, req.query.productid);
    return { message: successTexts.watchlistRemoved };
  });

  const list = endpointRoute(app, endpoints.wishlist, { tags, summary: "The buyer's watchlist, newest first" });
  app.get(list.url, list.options, async (req) => listWatchlist(app.db, req.user!.id));
}
