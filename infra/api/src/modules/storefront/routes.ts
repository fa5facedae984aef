import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { visibleReviews } from '../reviews/index.ts';
import { assertShownSeller, loadStorefront } from './storefront.ts';

const tags = ['storefront'];
const errors = ['ERR_NOT_FOUND'] as const;

/** docs/product.md §2.13: a seller's public storefront and its reviews; its listings come from POST home/homepage with `seller`. */
export async function storefrontRoutes(app: ApiApp) {
  const front = endpointRoute(app, endpoints.sellerStorefront, {
    tags,
    errors,
    summary: "A seller's storefront: company, picture, location, standing, response time, completed orders, rating, About",
  });
  app.get(front.url, front.options, async (req) => loadStorefront(app.db, req.params.id));

  const list = endpointRoute(app, endpoints.sellerReviews, { tags, errors, summary: "A seller's visible reviews, newest first" });
  app.get(list.url, list.options, async (req) => {
    await assertShownSeller(app.db, req.params.id);
    return visibleReviews(app.db, req.params.id, req.query);
  });
}
