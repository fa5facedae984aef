import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The catalog's vocabulary for typo correction and suggestions: words of listing names, tags, brands and categories
 * ('word'), model numbers ('model'), brand and category names ('brand', 'category'). Triggers of migration
 * search_vocabulary add the terms of every written listing, brand and category; a term is never removed by a write,
 * so readers check it against the listings the shop shows (search_vocabulary_rebuild() drops the unused ones).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    kind: text('kind').notNull(),
    /** lower case, as a search is matched */
    term: text('term').notNull(),
    /** as a suggestion shows it ('Rohde & Schwarz', 'DSO-X 3034A') */
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_vocabulary_pk', columns: [t.kind, t.term] }),
    index('search_vocabulary_term_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);
