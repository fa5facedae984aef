import type { SharedNumbers } from '../../lib/shared/shared-count-cache.ts';

/**
 * totalElements of recent shop views, kept for a few seconds: counting every visible listing costs ~50 ms at 100k
 * listings while the page itself takes under 1 ms, and a shopper paging or re-sorting asks the same count again.
 * A count may lag a new or hidden listing by at most `ttlMs`. With `shared` (Redis) every API process reads the
 * counts any of them made; a Redis failure only means counting again, never a failed page.
 */
export function createCountCache(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  shared?: SharedNumbers;
  onSharedError?: (err: unknown) => void;
}) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: Promise<number>; at: number }>();
  const { shared } = opts;
  const quiet = (err: unknown) => void opts.onSharedError?.(err);

  async function fill(key: string, count: () => Promise<number>): Promise<number> {
    const hit = await shared!.get(`catalog:${key}`).catch((err: unknown) => quiet(err));
    if (hit !== undefined) return hit;
    const value = await count();
    await shared!.set(`catalog:${key}`, value, opts.ttlMs).catch(quiet);
    return value;
  }

  const cachedCount = async function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
    const hit = entries.get(key);
    if (hit && now() - hit.at < opts.ttlMs) return hit.value;
    if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
    // the promise is cached, so concurrent identical requests share one count query (or one Redis read)
    const value = shared ? fill(key, count) : count();
    entries.set(key, { value, at: now() });
    value.then(
      () => shared && entries.delete(key), // shared: Redis holds the value, so a forget in any process reaches every one
      () => entries.delete(key),
    );
    return value;
  };
  /** Forgets every count, here and (shared) in every process. */
  const forget = () => {
    entries.clear();
    shared?.clear('catalog').catch(quiet);
  };
  return Object.assign(cachedCount, { forget });
}
