import type { MessageStreamEvent } from '@xchange/contract';

export type StreamListener = (event: MessageStreamEvent) => void;

/**
 * In-process pub/sub of live message events per user. It reaches only streams held by this API process:
 * Redis fan-out for several instances (docs/architecture.md §7, REDIS_URL) is not wired yet.
 */
export class MessageHub {
  private readonly listeners = new Map<number, Set<StreamListener>>();

  /** Adds a listener for one user's events; returns the function that removes it. */
  subscribe(userId: number, listener: StreamListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  publish(userId: number, event: MessageStreamEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /** Open streams of one user (tests and diagnostics). */
  count(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }
}
