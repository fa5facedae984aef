import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { optionalUser } from '../shop/index.ts';
import { compareListings } from './compare.ts';
import { similarListings } from './similar.ts';

const tags = ['shop'];

/** docs/product.md §2.9–§2.10: similar equipment on a listing's page, and the comparison of up to 4 listings. */
export async function compareRoutes(app: ApiApp) {
  const similar = endpointRoute(app, endpoints.similarProducts, {
    tags,
    summary: 'Up to 8 visible listings of the same category, nearest in specifications and price',
  });
  app.get(similar.url, similar.options, async (req) => {
    const user = await optionalUser(app, req);
    return similarListings(app.db, req.params.id, user?.role === 'buyer' ? user.id : undefined);
  });

  const compare = endpointRoute(app, endpoints.compare, {
    tags,
    summary: 'Up to 4 visible listings side by side: a row per fact and specification field, differences marked',
  });
  app.get(compare.url, compare.options, async (req) => compareListings(app.db, req.query.ids, await optionalUser(app, req)));
}
