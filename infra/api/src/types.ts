import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    db: Db;
    mailer: Mailer;
    /** The clock of time-based limits (ms since the epoch); tests move it. */
    now(): number;
  }
}
