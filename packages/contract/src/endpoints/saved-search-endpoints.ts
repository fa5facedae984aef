import { messageResponseSchema } from '../common/paged-response';
import {
  notificationListSchema,
  notificationReadResponseSchema,
  notificationReadSchema,
  savedSearchFormSchema,
  savedSearchIdParamsSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
  unsubscribeResponseSchema,
  unsubscribeSchema,
  watchlistAlertsSchema,
} from '../saved-search/saved-search';
import { withSchemas } from './endpoint';
import { savedSearchPaths } from './saved-search-paths';

/** docs/product.md §2.14: buyers save searches and get alerts; buyers and sellers read notifications. */
export const savedSearchEndpoints = withSchemas(savedSearchPaths, {
  /** The buyer's saved searches with their new matches, and whether watchlist price drops are mailed. */
  savedSearches: { access: 'buyer', response: savedSearchListSchema },
  /** Saves the current shop view under a name, alert on by default. */
  createSavedSearch: { access: 'buyer', body: savedSearchFormSchema, response: savedSearchSchema },
  /** Renames a saved search, turns its alert on or off, changes its frequency. */
  updateSavedSearch: { access: 'buyer', params: savedSearchIdParamsSchema, body: savedSearchUpdateSchema, response: savedSearchSchema },
  deleteSavedSearch: { access: 'buyer', params: savedSearchIdParamsSchema, response: messageResponseSchema },
  /** Turns price-drop mails for the buyer's watchlist on or off. */
  watchlistAlerts: { access: 'buyer', body: watchlistAlertsSchema, response: watchlistAlertsSchema },
  /** An alert mail's one-click unsubscribe (signed token; also the List-Unsubscribe-Post target). */
  alertUnsubscribe: { access: 'public', body: unsubscribeSchema, response: unsubscribeResponseSchema },
  /**
   * RFC 8058 one-click unsubscribe, the `List-Unsubscribe` header's address: a mail client POSTs
   * `List-Unsubscribe=One-Click` (form-encoded, no Apptoken) with the token in the query.
   */
  alertUnsubscribeOneClick: { access: 'public', query: unsubscribeSchema, contentType: 'raw', response: unsubscribeResponseSchema },
  /** The header bell's newest notifications and the unread count. */
  notifications: { access: 'signed-in', response: notificationListSchema },
  /** Marks notifications read (all when no ids are given). */
  readNotifications: { access: 'signed-in', body: notificationReadSchema, response: notificationReadResponseSchema },
});
