import { modelTokens } from '../../lib/model-tokens.ts';

const hasLetter = (s: string) => /\p{L}/u.test(s);

/**
 * The model numbers a search may mean, normalised like the `model_tokens` column ('DSO-X 3034A' → 'dsox3034a',
 * '3034a'). Kept: letters with digits from 3 characters ('87v'), bare numbers from 4 ('3034'); shorter ones
 * ('4 channels') would match half the catalog. Longest first, so the closest model ranks first.
 */
export function searchModelTokens(search: string): string[] {
  const tokens = modelTokens(search)
    .split(' ')
    .filter((t) => t.length >= (hasLetter(t) ? 3 : 4));
  return [...new Set(tokens)].sort((a, b) => b.length - a.length).slice(0, 8);
}
