import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { mergeCart, readCart, replaceCart } from './repo.ts';

const tags = ['cart'];

/** The signed-in buyer's cart stored on the server, so it follows the buyer across devices. */
export async function cartRoutes(app: ApiApp) {
  const get = endpointRoute(app, endpoints.cart, { tags, summary: "The buyer's stored cart (listings that left the shop are left out)" });
  app.get(get.url, get.options, async (req) => readCart(app.db, req.user!.id));

  const put = endpointRoute(app, endpoints.replaceCart, { tags, summary: "Replaces the buyer's stored cart" });
  app.put(put.url, put.options, async (req) => {
    await replaceCart(app.db, req.user!.id, req.body.lines);
    return readCart(app.db, req.user!.id);
  });

  const merge = endpointRoute(app, endpoints.mergeCart, {
    tags,
    summary: 'Adds the local cart at login; a product in both keeps the larger quantity',
  });
  app.post(merge.url, merge.options, async (req) => {
    await mergeCart(app.db, req.user!.id, req.body.lines);
    return readCart(app.db, req.user!.id);
  });
}
