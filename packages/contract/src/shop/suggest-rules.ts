// The shop search box's suggestions and typo correction: limits and texts read by the API and the shop alike.

export const suggestLimits = {
  /** Fewer characters than this are not looked up (the API answers 400). */
  minQueryLength: 2,
  maxQueryLength: 100,
  /** Suggestions of each kind. */
  perGroup: 5,
  /** The shop waits this long after the last key before asking. */
  debounceMs: 150,
} as const;

export const suggestMessages = {
  short: `Type at least ${suggestLimits.minQueryLength} characters to see suggestions.`,
  long: `Suggestions are found for at most ${suggestLimits.maxQueryLength} characters.`,
} as const;

/** The groups of the suggestion list, in the order shown. */
export const suggestionGroups = [
  { key: 'brands', label: 'Brands' },
  { key: 'categories', label: 'Categories' },
  { key: 'models', label: 'Model numbers' },
  { key: 'listings', label: 'Listings' },
] as const;
export type SuggestionGroup = (typeof suggestionGroups)[number]['key'];

/** "Showing results for oscilloscope" above a corrected search, and the link back to the words as typed. */
export const searchCorrectionTexts = {
  showingResultsFor: 'Showing results for',
  searchInsteadFor: 'Search instead for',
} as const;
