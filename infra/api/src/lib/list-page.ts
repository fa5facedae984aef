import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery, SortOrder } from '@xchange/contract';

/** A LIKE pattern matching `search` anywhere, with its wildcards taken literally. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over any of `columns`; undefined (no filter) for an empty search. */
export function searchAny(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** `key` when it is one of `record`'s own keys (never a name its prototype answers, like `constructor`). */
export const ownKey = <K extends string>(record: Record<K, unknown>, key: string | undefined): K | undefined =>
  key !== undefined && Object.hasOwn(record, key) ? (key as K) : undefined;

/**
 * ORDER BY for a list query: `sortBy` names one of `sortable`'s own keys (unknown names fall back to `fallback`, so
 * an old client's sort never fails the list); `tieBreak` keeps pages stable when values repeat.
 */
export function orderFor(
  q: Pick<ListQuery, 'sortBy' | 'sortOrder'>,
  sortable: Record<string, AnyColumn | SQL | (AnyColumn | SQL)[]>,
  fallback: string,
  tieBreak: AnyColumn,
): SQL[] {
  const key = ownKey(sortable, q.sortBy) ?? fallback;
  const dir = (c: AnyColumn | SQL, o: SortOrder) => (o === 'desc' ? desc(c) : asc(c));
  const cols = [sortable[key]!].flat();
  return [...cols.map((c) => dir(c, q.sortOrder)), dir(tieBreak, q.sortOrder)];
}

/** LIMIT / OFFSET of a 1-based page. */
export const pageWindow = (q: Pick<ListQuery, 'page' | 'size'>) => ({ limit: q.size, offset: (q.page - 1) * q.size });
