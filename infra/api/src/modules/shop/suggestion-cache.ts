import { LRUCache } from 'lru-cache';
import type { SearchSuggestions } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { searchSuggestions } from './suggestions.ts';

/**
 * How long an answer is reused: the Cache-Control max-age the route sends, so this process keeps an answer exactly as
 * long as a browser or a cache in front of it may. Each process keeps its own; they may differ within that minute.
 */
export const suggestionMaxAgeSeconds = 60;

/** Distinct letter sequences kept: a few kilobytes each, so a few megabytes at most. */
const maxEntries = 2000;

const caches = new WeakMap<Db, LRUCache<string, SearchSuggestions>>();

/**
 * GET home/suggest's answers kept per typed letters (the same for every visitor and any letter case), on the app's
 * clock. Typing sends the same few prefixes over and over ("ke", "key"…), each costing four index lookups, and
 * concurrent requests for the same letters share one lookup.
 */
export function keepSuggestions(db: Db, now: () => number): (typed: string) => Promise<SearchSuggestions> {
  const cache = new LRUCache<string, SearchSuggestions>({
    max: maxEntries,
    ttl: suggestionMaxAgeSeconds * 1000,
    // no cached clock: an answer expires when the app's clock (moved by tests) says so
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (letters) => searchSuggestions(db, letters),
  });
  caches.set(db, cache);
  return async (typed) => (await cache.fetch(typed.toLowerCase()))!;
}

/** Forgets this process's answers after a change that hides, shows or edits listings. */
export function forgetSuggestions(db: Db): void {
  caches.get(db)?.clear();
}
