// @xchange/contract/accounts — the signed-in back office's values: orders and the dashboard's figures, the seller's
// and the admin's offer pages, API keys, SKUs, listing files and media, and the admin's curation texts. Shared on its
// own, so a visitor's pages never download it; its modules take other entries' values by name
// ('@xchange/contract/core', '/listings'), never by path (src/entries.test.ts checks).
export {
  adminOfferTexts,
  offerHistoryLabels,
  offerKindLabels,
  offerPartyLabels,
  offerSettingsFormTexts,
  offerTimeLeft,
  offerVersusAsking,
  sellerOfferPageTexts,
} from './offer/offer-page-texts-seller';
export { apiKeyHeader, apiKeyNameMaxLength, apiKeyPrefix, apiKeyScopeLabels, apiKeyScopes, apiKeyTexts } from './api-key/api-key-rules';
export { productMediaProblem, productMediaTypes } from './product/product-media';
export {
  idempotencyKeyHeader,
  isHistoryOrder,
  orderFromWire,
  orderNotesMaxLength,
  orderSaveToWire,
  orderStatusLabels,
  orderStatuses,
  paymentStatuses,
} from './order/order';
export { firstPicture, monthNames, monthValue, topProductsShown } from './order/dashboard-figures';
export { advertDocumentProblem, advertDocumentTypes } from './admin/advert-document';
export { brandNotices, categoryNotices } from './admin/catalog-notices';
export { promotionStatuses, promotionTabStatus } from './admin/promotion-tabs';
export { skuMaxLength, skuTexts } from './product/sku-texts';
export { exportFileName } from './listing-transfer/listing-export';
export { listingColumns } from './listing-transfer/columns';
