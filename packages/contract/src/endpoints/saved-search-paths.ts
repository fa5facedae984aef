import type { EndpointPath } from './endpoint';

/** docs/product.md §2.14 calls: saved searches, their alert mails' unsubscribe, and the header's notifications. */
export const savedSearchPaths = {
  savedSearches: { method: 'GET', path: 'saved-searches' },
  createSavedSearch: { method: 'POST', path: 'saved-searches' },
  updateSavedSearch: { method: 'PUT', path: 'saved-searches/:id' },
  deleteSavedSearch: { method: 'DELETE', path: 'saved-searches/:id' },
  watchlistAlerts: { method: 'PUT', path: 'saved-searches/watchlist-alerts' },
  alertUnsubscribe: { method: 'POST', path: 'alerts/unsubscribe' },
  alertUnsubscribeOneClick: { method: 'POST', path: 'alerts/unsubscribe/one-click' },
  notifications: { method: 'GET', path: 'notifications' },
  readNotifications: { method: 'POST', path: 'notifications/read' },
} as const satisfies Record<string, EndpointPath>;
