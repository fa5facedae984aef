import { readFile, stat } from 'node:fs/promises';

/**
 * Reads JSON files, parsing each again only when its modification time changes (a rebuild or a release replaces them).
 * A missing or malformed file reads as undefined: preloading is an optimisation and never fails a page.
 */
export function jsonFileReader(): (file: string) => Promise<unknown> {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return async (file) => {
    try {
      const { mtimeMs } = await stat(file);
      const hit = cache.get(file);
      if (hit?.mtimeMs === mtimeMs) return hit.value;
      const value: unknown = JSON.parse(await readFile(file, 'utf8'));
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return undefined;
    }
  };
}

/**
 * Reads JSON from another origin (a remote published to a CDN) without ever making a page wait: the first ask starts a
 * fetch and answers undefined, later asks answer the last good copy, refreshed in the background after `maxAgeMs`.
 */
export function jsonUrlReader({ maxAgeMs = 60_000, timeoutMs = 2_000, fetcher = fetch } = {}): (url: string) => unknown {
  const cache = new Map<string, { at: number; value?: unknown; pending?: boolean }>();
  const refresh = (url: string) => {
    const entry = cache.get(url) ?? { at: 0 };
    if (entry.pending) return;
    cache.set(url, { ...entry, pending: true });
    fetcher(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((res) => (res.ok ? res.json() : undefined))
      .then(
        (value: unknown) => cache.set(url, { at: Date.now(), value: value ?? entry.value }),
        () => cache.set(url, { at: Date.now(), value: entry.value }),
      );
  };
  return (url) => {
    const entry = cache.get(url);
    if (!entry || Date.now() - entry.at > maxAgeMs) refresh(url);
    return entry?.value;
  };
}
