import * as v from 'valibot';
import { defaultPage, defaultPageSize, maxPageSize, sortOrders } from '@xchange/contract/core';
import { intField } from './number';
import { textField } from './text';

/** 'asc' / 'desc' in any letter case ('ASC' too). */
export const sortOrderField = v.pipe(
  v.string(),
  v.transform((s) => s.toLowerCase()),
  v.picklist(sortOrders),
);

/** Names every object answers through its prototype: never a column, so a lookup by them cannot reach one. */
const objectPropertyNames = new Set(['__proto__', 'prototype', ...Object.getOwnPropertyNames(Object.prototype)]);
export const sortByMessage = 'Sort by must name a column of this list.';

/** A list's sort column name; the server looks it up among its own columns only (unknown ones fall back). */
export const sortByField = v.pipe(
  v.string(sortByMessage),
  v.trim(),
  v.maxLength(100, sortByMessage),
  v.check((s) => !objectPropertyNames.has(s), sortByMessage),
);

/** Entries every list call sends (docs/product.md §3/§7): page, size, sortBy, sortOrder, search. */
export const listQueryEntries = {
  page: v.optional(intField(1), defaultPage),
  size: v.optional(v.pipe(intField(1), v.maxValue(maxPageSize)), defaultPageSize),
  sortBy: v.optional(sortByField),
  sortOrder: v.optional(sortOrderField, 'asc'),
  search: v.optional(textField()),
};

export const listQuerySchema = v.object(listQueryEntries);
export type ListQueryInput = v.InferInput<typeof listQuerySchema>;
export type ListQuery = v.InferOutput<typeof listQuerySchema>;

/** docs/product.md §4: a header click toggles the order of that column (new column starts ascending). */
export const toggleSort = (q: Pick<ListQuery, 'sortBy' | 'sortOrder'>, column: string): Pick<ListQuery, 'sortBy' | 'sortOrder'> =>
  q.sortBy === column ? { sortBy: column, sortOrder: q.sortOrder === 'asc' ? 'desc' : 'asc' } : { sortBy: column, sortOrder: 'asc' };
