import { formatUsd } from '@xchange/contract/core';
import { priceOnRequestLabel, suggestionGroups } from '@xchange/contract/listings';
import type { SearchSuggestions, SuggestionGroup } from '@xchange/contract';

/** One choice of the search box's list; `value` is unique across groups. */
export interface SuggestionItem {
  value: string;
  label: string;
  group: SuggestionGroup;
  /** A listing's id: choosing it opens the listing. */
  id?: number;
  /** A listing's condition and price ('Used · $8,500'), which tell listings of one name apart. */
  detail?: string;
}

/** The answer of GET home/suggest as one list in the order the groups are shown (arrow keys walk it in that order). */
export function suggestionItems(s: SearchSuggestions | undefined): SuggestionItem[] {
  if (!s) return [];
  return suggestionGroups.flatMap(({ key }): SuggestionItem[] =>
    key === 'listings'
      ? s.listings.map((l) => ({
          value: `listings:${l.id}`,
          label: l.name,
          group: key,
          id: l.id,
          detail: `${l.condition} · ${l.price === null ? priceOnRequestLabel : formatUsd(l.price)}`,
        }))
      : s[key].map((label) => ({ value: `${key}:${label}`, label, group: key })),
  );
}

export const groupLabel = (key: string): string => suggestionGroups.find((g) => g.key === key)?.label ?? key;
