import type { MessageStreamEvent, NotificationStreamEvent, OfferStreamEvent } from '@xchange/contract';

/** What the stream carries: message events, offer events (docs/product.md §2.11) and new notifications (§2.14). */
export type StreamEvent = MessageStreamEvent | OfferStreamEvent | NotificationStreamEvent;
import { createLocalFanout, type Fanout } from '../../lib/shared/fanout.ts';

export type StreamListener = (event: StreamEvent) => void;

/**
 * Live message events per user. Listeners are this process's streams; events go through `fanout`, which with
 * REDIS_URL is Redis pub/sub, so a stream held by any API process hears a message posted through another
 * (docs/architecture.md §11).
 */
export class MessageHub {
  private readonly listeners = new Map<number, Set<StreamListener>>();

  constructor(private readonly fanout: Fanout = createLocalFanout()) {
    fanout.on('message-events', (payload) => {
      const { userId, event } = payload as { userId: number; event: StreamEvent };
      for (const listener of this.listeners.get(userId) ?? []) listener(event);
    });
  }

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

  publish(userId: number, event: StreamEvent): void {
    this.fanout.publish('message-events', { userId, event });
  }

  /** Open streams of one user in this process (tests, and the per-user stream cap). */
  count(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }
}
