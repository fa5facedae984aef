import { PermanentError, withRetries } from './backoff';

describe('withRetries', () => {
  it('waits longer before each retry and gives up with the last error', async () => {
    const started = Date.now();
    const times: number[] = [];
    const attempt = jest.fn(async () => {
      times.push(Date.now() - started);
      throw new Error(`failure ${times.length}`);
    });
    await expect(withRetries(attempt, [20, 60])).rejects.toThrow('failure 3');
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(18);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(55);
  });

  it('returns the first success and never retries a permanent failure', async () => {
    const flaky = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue('ok');
    await expect(withRetries(flaky, [1, 1])).resolves.toBe('ok');
    expect(flaky).toHaveBeenCalledTimes(2);

    const missing = jest.fn().mockRejectedValue(new PermanentError('404'));
    await expect(withRetries(missing, [1, 1])).rejects.toThrow('404');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
