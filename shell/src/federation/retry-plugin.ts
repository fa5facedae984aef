import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryDelaysMs, retryWithBackoff } from './backoff';

/** A 5xx answer or a network error may pass; a 404 will not, so it is not retried. */
async function fetchOrThrow(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status >= 500) throw new Error(`${res.status} ${res.statusText} for ${url}`);
  return res;
}

/**
 * Retries a remote's manifest fetch and remoteEntry script with real exponential backoff
 * (@module-federation/retry-plugin 0.17 waits a fixed second, STACK.md).
 */
export default function retryPlugin(delays: readonly number[] = retryDelaysMs): ModuleFederationRuntimePlugin {
  return {
    name: 'xchange-remote-retry',
    async fetch(url, init) {
      try {
        return await fetchOrThrow(url, init);
      } catch {
        return retryWithBackoff(() => fetchOrThrow(url, init), delays);
      }
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const reload = async () => {
        // The pending entry promise is the one failing now; drop it or the retry would await itself.
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!entry) throw new Error(`remote entry of "${remoteInfo.name}" did not load`);
        return entry;
      };
      const recovered = retryWithBackoff(reload, delays).catch(() => undefined);
      // The hook's declared type nests a promise the runtime awaits flat; the value is the same.
      return recovered as unknown as Promise<Promise<Awaited<typeof recovered>> | undefined>;
    },
  };
}
