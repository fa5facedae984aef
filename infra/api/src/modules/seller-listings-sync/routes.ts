import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { forgetCatalogCounts } from '../shop/index.ts';
import { forgetProductMedia, productMediaConfig } from '../seller-products/index.ts';
import { listingsChangedSince, putListingBySku } from './service.ts';

const tags = ['listing sync'];

/** docs/product.md §2.12: an inventory system keeps the seller's listings in step by SKU (session or API key). */
export async function sellerListingsSyncRoutes(app: ApiApp) {
  const media = productMediaConfig(app.config.mediaDir);

  const put = endpointRoute(app, endpoints.putListingBySku, {
    tags,
    summary: 'Create or update the listing with this SKU (idempotent: answers created, updated or unchanged)',
    errors: ['ERR_CONFLICT', 'ERR_SUBSCRIPTION_REQUIRED', 'ERR_NO_CREDITS'],
  });
  app.put(put.url, put.options, async (req) => {
    const caller = { sellerId: req.user!.id, apiKeyId: req.apiKey?.id ?? null };
    const { dropped, ...answer } = await putListingBySku(app.db, caller, req.params.sku, req.body, app.jobs);
    if (answer.result !== 'unchanged') forgetCatalogCounts(app.db);
    if (dropped)
      await forgetProductMedia(media, [dropped]).catch((err: unknown) => req.log.warn({ err }, 'dropped certificate not removed'));
    return answer;
  });

  const list = endpointRoute(app, endpoints.sellerListings, {
    tags,
    summary: "The caller's listings changed since updatedSince, oldest change first, paged",
  });
  app.get(list.url, list.options, async (req) => listingsChangedSince(app.db, req.user!.id, req.query));
}
