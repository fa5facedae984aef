import { Redis, type RedisOptions } from 'ioredis';

/** Redis for state several API processes share (docs/architecture.md §11): commands, and a second connection for pub/sub. */
export interface SharedRedis {
  /** Commands (rate limits, caches). Fails fast while Redis is away, never queues a request behind a reconnect. */
  client: Redis;
  /** Every key and channel of this site starts with it (REDIS_PREFIX), so sites and test runs can share a server. */
  prefix: string;
  publish(topic: string, message: string): Promise<void>;
  /** Calls `handler` for every message on `topic` from any process (this one included); resubscribes after a reconnect. */
  subscribe(topic: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

const common: RedisOptions = {
  connectTimeout: 2000,
  // reconnect forever, at most every 2 s: an outage ends without a restart
  retryStrategy: (times) => Math.min(100 * times, 2000),
  lazyConnect: true,
};

/** Connects both connections; a Redis that is down at start is retried in the background (requests degrade meanwhile). */
export async function connectRedis(url: string, prefix: string, log: (msg: string, err?: unknown) => void): Promise<SharedRedis> {
  const client = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000 });
  const subscriber = new Redis(url, { ...common, enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true });
  const handlers = new Map<string, Set<(message: string) => void>>();
  let lastError = '';
  for (const [name, conn] of [
    ['commands', client],
    ['pub/sub', subscriber],
  ] as const) {
    conn.on('error', (err: Error) => {
      // one line per kind of failure, not one per reconnect attempt
      if (err.message !== lastError) log(`Redis (${name}) unavailable: ${err.message}`);
      lastError = err.message;
    });
    conn.on('ready', () => {
      if (lastError) log(`Redis (${name}) connected again`);
      lastError = '';
    });
  }
  subscriber.on('message', (channel: string, message: string) => {
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  await Promise.all([client.connect(), subscriber.connect()]).catch((err: unknown) =>
    log('Redis is not reachable at start; retrying', err),
  );
  return {
    client,
    prefix,
    publish: async (topic, message) => void (await client.publish(prefix + topic, message)),
    async subscribe(topic, handler) {
      const channel = prefix + topic;
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await subscriber.subscribe(channel);
      }
      set.add(handler);
    },
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

const redisFailures = [
  /enableOfflineQueue options is false/,
  /Connection is closed/,
  /Command timed out/,
  /Reached the max retries per request limit/,
  /connect ECONNREFUSED/,
  /READONLY|LOADING|CLUSTERDOWN|MASTERDOWN/,
];

/** Whether a command failed because Redis cannot be reached right now. */
export function isRedisUnavailable(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  return typeof e.message === 'string' && redisFailures.some((r) => r.test(e.message as string));
}
