import { adminPaths } from './admin-paths';
import { apiKeyPaths } from './api-key-paths';
import { authPaths } from './auth-paths';
import { listingImportPaths } from './listing-import-paths';
import type { EndpointPath } from './endpoint';
import { exportPaths } from './export-paths';
import { offerPaths } from './offer-paths';
import { platformPaths } from './platform-paths';
import { reviewPaths } from './review-paths';
import { savedSearchPaths } from './saved-search-paths';
import { sellerPaths } from './seller-paths';
import { shopPaths } from './shop-paths';
import { specPaths } from './spec-paths';

/** docs/architecture.md §5: every call goes to this base on the site's origin. */
export const apiBase = '/api/v1/';
/** docs/product.md §7: the fixed application-token header. */
export const appTokenHeader = 'Apptoken';
/** docs/product.md §7: the header carrying the stored 'Bearer …' token. */
export const authorizationHeader = 'Authorization';

/** Method and path of every API call, by name: what a call site needs (the schemas are in `endpoints`). */
export const endpointPaths = {
  ...authPaths,
  ...shopPaths,
  ...sellerPaths,
  ...adminPaths,
  ...platformPaths,
  ...specPaths,
  ...offerPaths,
  ...apiKeyPaths,
  ...listingImportPaths,
  ...exportPaths,
  ...reviewPaths,
  ...savedSearchPaths,
} as const satisfies Record<string, EndpointPath>;

export type EndpointName = keyof typeof endpointPaths;

/** Fills ':name' path parameters ('product/:id' + {id: 12} → 'product/12'). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
