import type { SharedRedis } from './redis-connection.ts';

/** A small cache of numbers every API process reads and fills (Redis), or this process's own when there is no Redis. */
export interface SharedNumbers {
  get(key: string): Promise<number | undefined>;
  set(key: string, value: number, ttlMs: number): Promise<void>;
  /** Drops every entry under `group` at once, in every process. */
  clear(group: string): Promise<void>;
}

/** Entries of a group live in one Redis hash that expires with its newest entry, so `clear` is a single DEL. */
export function redisNumbers(redis: SharedRedis): SharedNumbers {
  const hash = (key: string) => `${redis.prefix}numbers:${key.slice(0, key.indexOf(':'))}`;
  const field = (key: string) => key.slice(key.indexOf(':') + 1);
  return {
    async get(key) {
      const raw = await redis.client.hget(hash(key), field(key));
      if (!raw) return undefined;
      const [value, until] = raw.split('@').map(Number);
      return until! > Date.now() ? value : undefined;
    },
    async set(key, value, ttlMs) {
      await redis.client
        .multi()
        .hset(hash(key), field(key), `${value}@${Date.now() + ttlMs}`)
        .pexpire(hash(key), ttlMs)
        .exec();
    },
    async clear(group) {
      await redis.client.del(`${redis.prefix}numbers:${group}`);
    },
  };
}
