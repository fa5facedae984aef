/**
 * Work a request starts and does not wait for (a mail queued, an account's work after its answer), tracked so that
 * closing the app waits for it and a caller can wait until none is left.
 */
export interface BackgroundWork {
  track(work: Promise<unknown>): void;
  /** Resolves once every work started so far has ended, those it started included. */
  settled(): Promise<void>;
}

export function createBackgroundWork(): BackgroundWork {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      pending.add(work);
      void work.finally(() => pending.delete(work)).catch(() => {});
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
