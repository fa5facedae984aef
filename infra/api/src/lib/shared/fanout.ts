import { randomUUID } from 'node:crypto';
import type { SharedRedis } from './redis-connection.ts';

/**
 * Events every API process must see (a new message for a user's streams, a user's sessions ending). In one process
 * they are function calls; with Redis they go through its pub/sub, so a stream held by any process gets them.
 */
export interface Fanout {
  publish(topic: string, payload: unknown): void;
  on(topic: string, handler: (payload: unknown) => void): void;
}

export function createLocalFanout(): Fanout {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    publish(topic, payload) {
      for (const h of handlers.get(topic) ?? []) h(payload);
    },
    on(topic, handler) {
      if (!handlers.has(topic)) handlers.set(topic, new Set());
      handlers.get(topic)!.add(handler);
    },
  };
}

/**
 * Redis pub/sub: this process's listeners get an event at once, the other processes' through Redis (each message
 * names the process it came from, which skips its own). While Redis is away only this process's streams hear it; the
 * others' clients poll meanwhile (docs/architecture.md §11).
 */
export function createRedisFanout(redis: SharedRedis, log: (msg: string, err?: unknown) => void): Fanout {
  const local = createLocalFanout();
  const origin = randomUUID();
  return {
    publish(topic, payload) {
      local.publish(topic, payload);
      redis
        .publish(topic, JSON.stringify({ origin, payload }))
        .catch((err: unknown) => log(`Redis publish on ${topic} failed; only this process's listeners got it`, err));
    },
    on(topic, handler) {
      local.on(topic, handler);
      redis
        .subscribe(topic, (message) => {
          const m = JSON.parse(message) as { origin: string; payload: unknown };
          if (m.origin !== origin) handler(m.payload);
        })
        .catch((err: unknown) => log(`Redis subscribe to ${topic} failed`, err));
    },
  };
}
