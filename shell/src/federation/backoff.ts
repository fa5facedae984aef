/** Delays before each retry: 2 retries, 300 ms then 900 ms (×3 each time). */
export const retryDelaysMs: readonly number[] = [300, 900];

/** A failure another attempt cannot fix (a 404, a file that is not a remote): never retried. */
export class PermanentError extends Error {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` after each delay in turn until it succeeds; a PermanentError or the last failure is thrown. */
export async function retryAfter<T>(delays: readonly number[], attempt: () => Promise<T>): Promise<T> {
  for (let tried = 0; ; tried++) {
    await sleep(delays[tried]!);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof PermanentError || tried >= delays.length - 1) throw error;
    }
  }
}

/** Runs `attempt`, then again after each delay while it fails with an error a retry could fix; rethrows the last error. */
export const withRetries = <T>(attempt: () => Promise<T>, delays: readonly number[] = retryDelaysMs): Promise<T> =>
  retryAfter([0, ...delays], attempt);
