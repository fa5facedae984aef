// What other modules may use from shop: cart, wishlist, orders and seller listings show and count listings as the shop does.
export { forgetCatalogCounts, hearCatalogChanges, shareCatalogCounts } from './shared-counts.ts';
export { selectProducts, toProducts } from './product-view.ts';
export { isVisible, visibleSellerIds } from './visibility.ts';
export { certificateUrl, withListingDetails } from './listing-details.ts';
export { optionalUser } from './optional-user.ts';
export { withSellerFields } from './seller-fields.ts';
// saved-search alerts match a new listing with the shop's own word search and filters (docs/product.md §2.14)
export { catalogWhere, effectivePrice, placeOf, searchOf } from './catalog-filters.ts';
export { searchModelTokens } from './search-terms.ts';
