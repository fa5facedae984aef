import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Fanout } from './lib/shared/fanout.ts';
import type { SharedRedis } from './lib/shared/redis-connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    db: Db;
    mailer: Mailer;
    /** Redis when REDIS_URL is set: shared rate limits, caches and pub/sub of every API process. */
    redis: SharedRedis | undefined;
    /** Events every API process hears (Redis pub/sub, or this process alone). */
    fanout: Fanout;
    /** The clock of time-based limits (ms since the epoch); tests move it. */
    now(): number;
  }
}
