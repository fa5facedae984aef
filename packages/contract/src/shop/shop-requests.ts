import type { EarlyRequest } from '../shell/early-requests';
import { shopLimits } from './catalog';
import type { HomepageQueryInput } from './homepage';

// The requests the shop makes as its pages first render, built here once: the shop sends them, and the shell starts the
// same ones as the page opens (shell/early-requests.ts), so a request's key matches on both sides.

/** POST home/homepage for a view's body. */
export const homepageRequest = (body: HomepageQueryInput): EarlyRequest<'homepage'> => ({ endpoint: 'homepage', body });

/** POST advert: docs/product.md §9 asks for 5 sorted by price ascending; the shop shows the last 3. */
export const advertsRequest: EarlyRequest<'adverts'> = {
  endpoint: 'adverts',
  body: { page: 1, size: shopLimits.advertRequestSize, sortBy: 'price', sortOrder: 'asc' },
};

/** GET sellerprofile/getSellerFeatureProducts. */
export const featuredRequest: EarlyRequest<'featuredProducts'> = { endpoint: 'featuredProducts' };

/** GET home/lookups: what the filters offer. */
export const lookupsRequest: EarlyRequest<'lookups'> = { endpoint: 'lookups' };

/** GET product/:id. */
export const productRequest = (id: number): EarlyRequest<'product'> => ({ endpoint: 'product', params: { id } });
