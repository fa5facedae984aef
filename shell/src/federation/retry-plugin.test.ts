import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryAfter, withRetries } from './backoff';
import retryPlugin from './retry-plugin';

type FetchHook = NonNullable<ModuleFederationRuntimePlugin['fetch']>;
type EntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryErrorArgs = Parameters<EntryErrorHook>[0];

const original = global.fetch;
afterEach(() => {
  global.fetch = original;
});

const answering = (...statuses: number[]) =>
  jest.fn(async () => {
    const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    return { status, ok: status < 400 } as Response;
  });

describe('backoff', () => {
  it('waits longer before each retry and gives up with the last error', async () => {
    const started = Date.now();
    const times: number[] = [];
    const attempt = jest.fn(async () => {
      times.push(Date.now() - started);
      throw new Error(`failure ${times.length}`);
    });
    await expect(withRetries(attempt, [20, 60])).rejects.toThrow('failure 3');
    expect(times[1]!).toBeGreaterThanOrEqual(18);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(55);
  });

  it('retries only after the first delay when the first try already failed', async () => {
    const attempt = jest.fn(async () => 'loaded');
    await expect(retryAfter([1, 1], attempt)).resolves.toBe('loaded');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('retry plugin: the manifest', () => {
  const fetchManifest = (url = '/remotes/shop/mf-manifest.json') =>
    (retryPlugin({ delays: [1, 1] }).fetch as FetchHook)(url, {}, undefined as never, undefined as never) as Promise<Response>;

  it('retries a manifest that answers 503 and hands over the good answer', async () => {
    global.fetch = answering(503, 503, 200) as typeof fetch;
    expect((await fetchManifest()).status).toBe(200);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('retries a network failure', async () => {
    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ status: 200 }) as typeof fetch;
    expect((await fetchManifest()).status).toBe(200);
  });

  it('does not retry a 404', async () => {
    global.fetch = answering(404) as typeof fetch;
    expect((await fetchManifest()).status).toBe(404);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retry plugin: the remote entry', () => {
  const args = (getRemoteEntry: jest.Mock, globalLoading: Record<string, unknown> = {}) =>
    ({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'shop', entry: 'http://localhost/remotes/shop/remoteEntry.js' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'shop:entry',
    }) as unknown as EntryErrorArgs;
  const onEntryError = (a: EntryErrorArgs) => (retryPlugin({ delays: [1, 1] }).loadEntryError as EntryErrorHook)(a);

  it('loads the entry again after a failure the server can recover from, dropping the failed attempt', async () => {
    global.fetch = answering(200) as typeof fetch;
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValue(container);
    const globalLoading = { 'shop:entry': Promise.resolve() };
    await expect(onEntryError(args(getRemoteEntry, globalLoading))).resolves.toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).toEqual({});
  });

  it('does not try a remoteEntry.js that answers 404 again', async () => {
    global.fetch = answering(404) as typeof fetch;
    const getRemoteEntry = jest.fn();
    await expect(onEntryError(args(getRemoteEntry))).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
    expect(global.fetch).toHaveBeenCalledWith('http://localhost/remotes/shop/remoteEntry.js', { method: 'HEAD', cache: 'no-store' });
  });
});
