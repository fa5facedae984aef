// @xchange/contract/listings — what a listing's pages add to core: the offer's states, limits and the buyer's offer
// texts, review rules and texts, the compare list, search suggestions and the facets request. Shared on its own, so the
// home page and the information pages never download it; its modules take core's values by '@xchange/contract/core',
// never by path (src/entries.test.ts checks).
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
  buyerHistoryLine,
  buyerOffersTexts,
  offerButtonLabels,
  offerDialogTexts,
  priceOnRequestLabel,
} from './offer/offer-page-texts-buyer';
export { facetsBodyOf } from './shop/facets-body';
export { searchCorrectionTexts, suggestLimits, suggestMessages, suggestionGroups } from './shop/suggest-rules';
export { compareLimit, comparePath, compareStorageKey, compareTexts, parseCompareIds } from './specs/compare-rules';
export {
  formatRating,
  ratingStars,
  responseTimeText,
  reviewLimits,
  reviewModerationFilters,
  reviewTexts,
  showsRating,
} from './review/review-rules';
