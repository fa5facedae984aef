/** Delays before each retry: 2 retries, 300 ms then 900 ms (×3 each time). */
export const retryDelaysMs: readonly number[] = [300, 900];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retries a failed operation once after each delay; rethrows the last error when every retry fails. */
export async function retryWithBackoff<T>(attempt: () => Promise<T>, delays: readonly number[] = retryDelaysMs): Promise<T> {
  let lastError: unknown = new Error('no retry attempted');
  for (const delay of delays) {
    await sleep(delay);
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
