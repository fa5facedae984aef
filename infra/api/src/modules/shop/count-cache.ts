/**
 * totalElements of recent shop views, kept for a few seconds: counting every visible listing costs ~50 ms at 100k
 * listings while the page itself takes under 1 ms, and a shopper paging or re-sorting asks the same count again.
 * A count may lag a new or hidden listing by at most `ttlMs`.
 */
export function createCountCache(opts: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: Promise<number>; at: number }>();
  return async function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
    const hit = entries.get(key);
    if (hit && now() - hit.at < opts.ttlMs) return hit.value;
    if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
    // the promise is cached, so concurrent identical requests share one count query
    const value = count();
    entries.set(key, { value, at: now() });
    value.catch(() => entries.delete(key));
    return value;
  };
}
