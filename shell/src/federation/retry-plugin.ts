import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PermanentError, retryAfter, retryDelaysMs, withRetries } from './backoff';

/** A 5xx or a network error may pass with time; any other answer is handed to the runtime as it is. */
async function fetchOrThrow(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status >= 500) throw new Error(`${res.status} for ${url}`);
  return res;
}

/** A script element cannot tell why it failed: ask the server, so a file that is gone is not tried again. */
async function throwIfGone(url: string): Promise<void> {
  const res = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
  if (res && (res.status === 404 || res.status === 410)) throw new PermanentError(`${res.status} for ${url}`);
}

/**
 * Retries a remote's manifest and its remoteEntry.js with backoff (300 ms, then 900 ms) when the network or the
 * server failed; a 404 is never retried. (@module-federation/retry-plugin waits a fixed second between tries.)
 */
export default function retryPlugin({ delays = retryDelaysMs }: { delays?: readonly number[] } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'xchange-remote-retry',
    fetch(url, init) {
      return withRetries(() => fetchOrThrow(url, init), delays);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const reload = async () => {
        await throwIfGone(remoteInfo.entry);
        // The pending entry promise is the one that failed; drop it or the retry would await it again.
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!entry) throw new Error(`the entry of "${remoteInfo.name}" did not load`);
        return entry;
      };
      const recovered = retryAfter(delays, reload).catch(() => undefined);
      // The hook's declared type nests a promise that the runtime awaits flat; the value is the same.
      return recovered as unknown as Promise<Promise<Awaited<typeof recovered>> | undefined>;
    },
  };
}
