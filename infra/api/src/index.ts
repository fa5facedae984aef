import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import { loadConfig, type ApiConfig } from './config.ts';
import { openConfiguredDb } from './db/open-configured-db.ts';
import { publishMediaFolder, attachMediaBucket } from './lib/media-store.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

export type { ApiConfig } from './config.ts';
export { ConfigError, loadConfig } from './config.ts';
export { build } from './app.ts';
export { startEmbeddedPostgres } from './db/embedded-postgres.ts';

export interface CreateApiOptions {
  env?: NodeJS.ProcessEnv;
  logger?: boolean | object;
  configure?: (app: FastifyInstance) => Promise<void>;
}

/**
 * Loads config, starts the embedded PostgreSQL when no DATABASE_URL is set (EMBEDDED_DB=pglite: PGlite in this
 * process), opens and migrates the database, seeds demo data into an empty one (not in production unless SEED_DEMO=1), and builds the app (not listening).
 */
export async function createApi(opts: CreateApiOptions = {}): Promise<{ app: FastifyInstance; close(): Promise<void>; config: ApiConfig }> {
  const config = loadConfig(opts.env ?? process.env);
  const log = opts.logger === false ? () => {} : console.log;
  if (config.s3) attachMediaBucket(config.mediaDir, config.s3);
  const dbHandle = await openConfiguredDb(config, {
    log,
    prepare: async (db) => {
      // the seed renders its pictures into the media folder; with S3 they move to the bucket with everything else
      if ((await seedIfEmpty(db, { mediaDir: config.mediaDir, seedDemo: config.seedDemo, log })) && config.s3)
        log(`Moved ${await publishMediaFolder(config.mediaDir)} seeded media files to S3.`);
    },
  });
  try {
    const app = await build(config, { dbHandle, logger: opts.logger, configure: opts.configure });
    return { app, config, close: () => app.close() };
  } catch (e) {
    await dbHandle.close();
    throw e;
  }
}
