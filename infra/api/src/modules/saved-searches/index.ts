// What other modules may use from saved searches: a listing write queues its alert job (docs/product.md §2.14).
export { queueListingAlerts, queueSellerListingAlerts } from './queue-listing-alerts.ts';
// the authorization matrix signs a valid unsubscribe link for its rows
export { unsubscribeToken } from './unsubscribe-token.ts';
// the notifications tests drive a match directly, as the listing-alerts job does
export { matchListing } from './match-listing.ts';
