import { retryWithBackoff } from './backoff';
import retryPlugin from './retry-plugin';

type FetchHook = NonNullable<ReturnType<typeof retryPlugin>['fetch']>;

describe('retry with backoff', () => {
  it('waits longer before each retry and gives up with the last error', async () => {
    const started = Date.now();
    const times: number[] = [];
    const attempt = jest.fn(async () => {
      times.push(Date.now() - started);
      throw new Error(`failure ${times.length}`);
    });
    await expect(retryWithBackoff(attempt, [20, 60])).rejects.toThrow('failure 2');
    expect(times[0]).toBeGreaterThanOrEqual(18);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(55);
  });
});

describe('retry plugin', () => {
  const original = global.fetch;
  afterEach(() => {
    global.fetch = original;
  });

  it('retries a manifest that answers 503 and returns the good answer', async () => {
    const answers = [503, 503, 200];
    global.fetch = jest.fn(async () => ({ status: answers.shift() }) as Response) as typeof fetch;
    const res = await (retryPlugin([1, 1]).fetch as FetchHook)('/remotes/shop/mf-manifest.json', {});
    expect((res as Response).status).toBe(200);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404', async () => {
    global.fetch = jest.fn(async () => ({ status: 404 }) as Response) as typeof fetch;
    const res = await (retryPlugin([1, 1]).fetch as FetchHook)('/remotes/shop/mf-manifest.json', {});
    expect((res as Response).status).toBe(404);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
