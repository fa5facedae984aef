import * as v from 'valibot';
import { collapseWhitespace, productConditions } from '@xchange/contract/core';
import { suggestLimits, suggestMessages } from '@xchange/contract/listings';

/** GET home/suggest?q= query: what the buyer has typed in the shop's search box so far. */
export const searchSuggestionsQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(suggestMessages.short),
      v.transform(collapseWhitespace),
      v.minLength(suggestLimits.minQueryLength, suggestMessages.short),
      v.maxLength(suggestLimits.maxQueryLength, suggestMessages.long),
    ),
    '',
  ),
});
export type SearchSuggestionsQueryInput = v.InferInput<typeof searchSuggestionsQuerySchema>;

const group = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(suggestLimits.perGroup));

/** GET home/suggest answer: at most 5 of each kind, all from listings the shop shows. */
export const searchSuggestionsSchema = v.object({
  brands: group(v.string()),
  categories: group(v.string()),
  /** Model numbers as sellers write them ('DSO-X 3034A'). */
  models: group(v.string()),
  /**
   * Listing names with what tells two listings of one name apart: condition and the price a buyer pays (the
   * discount price when there is one; null when the price is given on request).
   */
  listings: group(v.object({ id: v.number(), name: v.string(), condition: v.picklist(productConditions), price: v.nullable(v.number()) })),
});
export type SearchSuggestions = v.InferOutput<typeof searchSuggestionsSchema>;
