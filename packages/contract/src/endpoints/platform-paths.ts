import type { EndpointPath } from './endpoint';

/** Operational and platform calls docs/architecture.md §5 adds to docs/product.md §7: method and path (`platform-endpoints.ts` adds access and schemas). */
export const platformPaths = {
  health: { method: 'GET', path: 'health' },
  ready: { method: 'GET', path: 'ready' },
  places: { method: 'GET', path: 'places' },
  subscriptionWebhook: { method: 'POST', path: 'subscription/webhook' },
  subscriptionCheckoutReturn: { method: 'GET', path: 'subscription/checkout/return' },
  leaseApplication: { method: 'POST', path: 'lease/apply' },
  newsletterSignup: { method: 'POST', path: 'newsletter' },
} as const satisfies Record<string, EndpointPath>;
