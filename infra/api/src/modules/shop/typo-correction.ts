import { sql, type SQL } from 'drizzle-orm';
import type { HomepageQuery, HomepageResponse } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { searchCatalog } from './catalog.ts';

/**
 * Below this many listings a search holding words the catalog does not know is tried again with the closest known
 * words. Not only at 0: a misspelling can still match a listing's description ('oscilloscpe' typed by a seller too),
 * and the corrected answer is shown only when it finds more, with the words as typed one click away.
 */
export const correctionBelow = 3;

/**
 * The pg_trgm similarity a known word needs to stand in for a typed one. One wrong, missing or swapped letter in a
 * word of 6 or more letters stays above it ('oscilloscpe' → 'oscilloscope' 0.64, 'keysigth' → 'keysight' 0.5,
 * 'tektronx' → 'tektronix' 0.58); different words that share a stem fall below it ('analog' / 'analyzer' 0.33).
 */
export const minSimilarity = 0.4;

/** Only plain words are corrected: model numbers have their own loose match, and quotes or '-' are search syntax. */
const correctable = /^\p{L}{4,40}$/u;

/**
 * Each typed word the vocabulary does not know, with its closest known word (or null). `%` (pg_trgm's
 * similarity_threshold, 0.3) lets search_vocabulary_term_trgm_idx find the candidates; `minSimilarity` then decides.
 */
export function correctionQuery(words: string[]): SQL {
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  return sql`
    select w.word, (
      select v.term from search_vocabulary v
      where v.kind = 'word' and v.term % w.word and similarity(v.term, w.word) >= ${minSimilarity}
      order by similarity(v.term, w.word) desc, abs(length(v.term) - length(w.word)), v.term
      limit 1
    ) as closest
    from unnest(array[${list}]::text[]) as w(word)
    where not exists (select 1 from search_vocabulary k where k.kind = 'word' and k.term = w.word)`;
}

/** The search with each word the vocabulary does not know replaced by its closest known word; undefined when none changes. */
export async function correctedSearch(db: Db, search: string): Promise<string | undefined> {
  const words = search.split(' ');
  const asked = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => correctable.test(w)))];
  if (!asked.length) return undefined;
  const result = await db.execute(correctionQuery(asked));
  const rows = (result as unknown as { rows: { word: string; closest: string | null }[] }).rows;
  const closest = new Map(rows.filter((r) => r.closest).map((r) => [r.word, r.closest!]));
  if (!closest.size) return undefined;
  return words.map((w) => closest.get(w.toLowerCase()) ?? w).join(' ');
}

/**
 * POST home/homepage with typos forgiven (docs/product.md §2.4): when the words find fewer than `correctionBelow`
 * listings and `exact` is not set, the closest known words are searched, and their answer is taken when it finds more,
 * saying which words it used (`correctedQuery`).
 */
export async function searchForgivingTypos(db: Db, q: HomepageQuery, buyerId?: number): Promise<HomepageResponse> {
  const asTyped = await searchCatalog(db, q, buyerId);
  if (!q.search || q.exact || asTyped.body.totalElements >= correctionBelow) return asTyped;
  const corrected = await correctedSearch(db, q.search);
  if (!corrected) return asTyped;
  const instead = await searchCatalog(db, { ...q, search: corrected }, buyerId);
  if (instead.body.totalElements <= asTyped.body.totalElements) return asTyped;
  return { ...instead, body: { ...instead.body, correctedQuery: corrected } };
}
