// @xchange/contract/core — everything a page needs without validating: routes, session and cart, events, notice
// texts, formats, limits and options, wire mappings and the endpoint paths. It imports no valibot, so a page without a
// form never downloads it; form schemas are in '@xchange/contract/forms'. A shared module is not tree-shaken: each
// name here reaches every page, so add only what a browser uses (the server imports '@xchange/contract').
export { matchRoute, remoteNames, routesOf } from './routes/route-table';
export { guardRoute } from './routes/route-guard';
export { loginPathReturningTo, safeReturnPath } from './routes/return-path';
export { displayName, rememberCookies, signedInAs, storageKeys, userTypes } from './shell/session';
export { serverRenderedMark } from './shell/first-view';
export { cartKey, cartLineFromWire, cartTotal } from './shell/cart';
export { emit, eventNames, listen } from './shell/events';
export { earlyRequestKey, earlyRequestsFor } from './shell/early-requests';
export { noticeDurationMs } from './shell/notice';
export { confirmTexts, emptyTexts, infoTexts, successTexts } from './shell/notice-texts';
export { loginRequiredMessage } from './errors/error-codes';
export { formatUsd } from './format/money';
export { formatCount, formatDecimal } from './format/number';
export { formatDate, formatDateTime, formatUtcDate } from './format/date';
export { scriptSafeJson } from './format/script-safe-json';
export { apiBase, appTokenHeader, authorizationHeader, endpointPaths, fillPath } from './endpoints/endpoint-paths';
export { apiKeyHeader, apiKeyNameMaxLength, apiKeyPrefix, apiKeyScopeLabels, apiKeyScopes, apiKeyTexts } from './api-key/api-key-rules';

export { collapseWhitespace, maxLengthMessage, textMaxLength } from './common/text-rules';
export { defaultPage, defaultPageSize, maxPageSize, pageSizeOptions, shopDefaultPageSize, shopPageSizeOptions } from './common/page-sizes';
export { defaultSorts, sortOrders } from './common/default-sorts';
export { passwordMaxLength, passwordMinLength } from './common/password-rules';
export { defaultPhoneCountry, phoneDigits, phoneMessages, phoneMinDigits } from './common/phone-rules';
export { verificationCodeLength } from './common/verification-code-rules';
export { mediaKinds, profilePictureMessage, profilePictureType } from './common/media-kinds';
export { bearer } from './auth/bearer';
export { continents } from './auth/continents';
export { addressMaxLength, preferredShippingMaxLength, profilePictureDelayMs } from './profile/profile-limits';
export {
  discountForForm,
  effectivePrice,
  productConditions,
  productFormToWire,
  productFromWire,
  productLimits,
  productUpdateToWire,
  secondaryFileSlots,
  specsToWire,
  tagSuggestions,
} from './product/product';
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
export { lineTotal } from './order/order-total';
export { firstPicture, monthNames, monthValue, topProductsShown } from './order/dashboard-figures';
export { catalogPageFromWire, catalogTotalCap, catalogTotalText, lookupsFromWire, shopLimits } from './shop/catalog';
export { facetsBodyOf } from './shop/facets-body';
export { pricePresets, toPriceInput } from './shop/price-presets';
export {
  activeFilterCount,
  defaultRadiusMiles,
  defaultShopQuery,
  defaultSort,
  isFiltered,
  parseShopParams,
  presetOf,
  radiusMiles,
  shopSorts,
  toHomepageBody,
  toShopParams,
} from './shop/shop-query';
export { advertsRequest, featuredRequest, homepageRequest, lookupsRequest, productRequest } from './shop/shop-requests';
export { searchCorrectionTexts, suggestLimits, suggestMessages, suggestionGroups } from './shop/suggest-rules';
export { hasUnread, messageMaxLength, messageUserTypes } from './message/message-rules';
export { questionAbout, questionTexts } from './message/question-texts';
export { annualFeeUsd, subscriptionPlans, subscriptionStatuses } from './subscription/plan';
export { paymentResultText, paymentResultTexts, paymentReturnMessages } from './subscription/payment-results';
export { leaseApplicationThanks, leaseTermOptions, monthlyLeasePayment } from './marketing/lease-terms';
export { placesMinQueryLength } from './system/place-search';
export { advertDocumentProblem, advertDocumentTypes } from './admin/advert-document';
export { brandNotices, categoryNotices } from './admin/catalog-notices';
export { promotionStatuses, promotionTabStatus } from './admin/promotion-tabs';
export {
  formatSpecValue,
  readSpecNumber,
  specFormKey,
  specKindLabels,
  specKinds,
  specLabel,
  specLimits,
  specValueMessages,
} from './specs/spec-rules';
export {
  accreditationSuggestions,
  calibrationSummary,
  certificateMaxBytes,
  certificateMessages,
  certificateProblem,
  certificateType,
  factLimits,
  factMessages,
  gradeLabel,
  gradeMeanings,
  gradeNames,
  grades,
  latestYear,
  maskSerial,
  paymentTerms,
  returnsDays,
  returnsLabels,
  shippingLabels,
  shippingMethods,
  warrantyDays,
  warrantyLabels,
} from './specs/listing-facts-rules';
export {
  maxSpecFilters,
  readFactFilters,
  readSpecFilters,
  specFilterOf,
  withSpecFilter,
  writeFactFilters,
  writeSpecFilters,
} from './specs/spec-filter-rules';
export { compareLimit, comparePath, compareStorageKey, compareTexts, parseCompareIds } from './specs/compare-rules';
export {
  canMoveOffer,
  offerKinds,
  offerLimits,
  offerOrderLabel,
  offerStatusLabels,
  offerStatuses,
  offerSteps,
  offerTabCount,
  offerTabLabels,
  offerTabNames,
  offerTabs,
  offerTexts,
  offerTransitions,
  type OfferTab,
} from './offer/offer-rules';
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
export {
  buyerHistoryLine,
  buyerOffersTexts,
  offerButtonLabels,
  offerDialogTexts,
  priceOnRequestLabel,
} from './offer/offer-page-texts-buyer';
export { skuMaxLength, skuTexts } from './product/sku-texts';
export { exportFileName } from './listing-transfer/listing-export';
export { listingColumns } from './listing-transfer/columns';
export {
  formatRating,
  ratingStars,
  responseTimeText,
  reviewLimits,
  reviewModerationFilters,
  reviewTexts,
  showsRating,
} from './review/review-rules';
export {
  alertFrequencies,
  alertFrequencyLabels,
  alertWindowMinutes,
  notificationKinds,
  notificationListSize,
  savedSearchLimits,
  savedSearchTexts,
  type AlertFrequency,
  type NotificationKind,
} from './saved-search/saved-search-rules';
