/** What a seller's API key may do (docs/product.md §2.12). */
export const apiKeyScopes = ['listings:read', 'listings:write', 'orders:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The header an inventory system sends its key in. */
export const apiKeyHeader = 'X-Api-Key';
/** Every key starts with this, so a leaked key is recognisable in logs and by secret scanners. */
export const apiKeyPrefix = 'xk_live_';
/** The longest key name. */
export const apiKeyNameMaxLength = 60;

/** What each scope allows, as the seller hub and the API document describe it. */
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'listings:read': 'Read your listings (product list and listing sync)',
  'listings:write': 'Create and update your listings by SKU',
  'orders:read': 'Read the orders of your listings',
};

export const apiKeyTexts = {
  nameRequired: 'Please name the key, e.g. after the system that will use it.',
  nameMax: `The key name must be at most ${apiKeyNameMaxLength} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopeInvalid: `A scope must be one of ${apiKeyScopes.join(', ')}.`,
  /** 401: the key is unknown (mistyped, or never existed). */
  unknown: 'This API key is not valid. Check that the whole key was copied, or create a new one under API keys in the seller hub.',
  /** 401: the seller revoked the key. */
  revoked: 'This API key was revoked. Create a new one under API keys in the seller hub.',
  /** 401: the key's seller account is switched off. */
  inactiveSeller: "This API key's seller account is deactivated, so its keys no longer work. Please contact support.",
  /** 403: a route that does not take keys (admin, buyer, account and key management). */
  routeNotForKeys: 'API keys work only on the seller listing and order calls that name a scope; this call needs a signed-in session.',
  /** 403: the key lacks the route's scope. */
  missingScope: (scope: ApiKeyScope) =>
    `This API key does not have the ${scope} scope. Create a key with it under API keys in the seller hub.`,
  /** 404 of revoke: not among the caller's keys. */
  notFound: 'This API key was not found among your keys.',
  alreadyRevoked: 'This API key is already revoked.',
  rateLimited: (seconds: number) => `This API key sent too many requests. Please try again in ${seconds} seconds.`,
  shownOnce: 'Copy this key now: it is shown only once. We keep only a fingerprint of it and cannot show it again.',
  created: 'API key created.',
  revokedDone: 'API key revoked. Requests with it are refused from now on.',
} as const;
