// @xchange/contract/core — what every page needs without validating: routes, session and cart, events, notice texts,
// formats, limits and options, wire mappings, the shop's query and the endpoint paths. It imports no valibot, so a page
// without a form never downloads it; form schemas are in '@xchange/contract/forms', and what only some pages use is in
// '/listings' and '/accounts'. A shared module is not tree-shaken: each name here reaches every page, so add
// only what the shell or most pages use (the server imports '@xchange/contract').
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

export { collapseWhitespace, maxLengthMessage, textMaxLength } from './common/text-rules';
export { defaultPage, defaultPageSize, maxPageSize, pageSizeOptions, shopDefaultPageSize, shopPageSizeOptions } from './common/page-sizes';
export { defaultSorts, sortOrders } from './common/default-sorts';
export { passwordMaxLength, passwordMinLength } from './common/password-rules';
export { defaultPhoneCountry, phoneDigits, phoneMessages, phoneMinDigits } from './common/phone-rules';
export { verificationCodeLength } from './common/verification-code-rules';
export { mediaKinds, profilePictureMessage, profilePictureType, videoUnreadableMessage } from './common/media-kinds';
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
export { lineTotal } from './order/order-total';
export { catalogPageFromWire, catalogTotalCap, catalogTotalText, lookupsFromWire, shopLimits } from './shop/catalog';
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
export { hasUnread, messageMaxLength, messageUserTypes } from './message/message-rules';
export { questionAbout, questionTexts } from './message/question-texts';
export { annualFeeUsd, subscriptionPlans, subscriptionStatuses } from './subscription/plan';
export { paymentResultText, paymentResultTexts, paymentReturnMessages } from './subscription/payment-results';
export { leaseApplicationThanks, leaseTermOptions, monthlyLeasePayment } from './marketing/lease-terms';
export { placesMinQueryLength } from './system/place-search';
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
