import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { BackgroundWork } from './lib/background-work.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Fanout } from './lib/shared/fanout.ts';
import type { SharedRedis } from './lib/shared/redis-connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    db: Db;
    mailer: Mailer;
    /** The durable job queue (pg-boss): mails, and later alerts, go through it (src/jobs/). */
    jobs: JobQueue;
    /** Redis when REDIS_URL is set: shared rate limits, caches and pub/sub of every API process. */
    redis: SharedRedis | undefined;
    /** Events every API process hears (Redis pub/sub, or this process alone). */
    fanout: Fanout;
    /** The clock of time-based limits (ms since the epoch); tests move it. */
    now(): number;
    /** What requests left running after their answers; closing waits for it (before the queue and database close). */
    background: BackgroundWork;
  }
}
