import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from '../config.ts';
import { migrateDb, openDb, underStartLock, type Db, type DbHandle } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

/**
 * The configured database, migrated: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (started here and
 * stopped by `close`), else with EMBEDDED_DB=pglite PGlite in this process. `prepare` (the demo seed) runs after the
 * migrations; on a server both run under one lock, so processes starting together do them once.
 */
export async function openConfiguredDb(
  config: Pick<ApiConfig, 'databaseUrl' | 'embeddedDb' | 'dataDir' | 'pgliteDir'>,
  opts: { log?: (line: string) => void; prepare?: (db: Db) => Promise<unknown> } = {},
): Promise<DbHandle> {
  const log = opts.log ?? (() => {});
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url && config.embeddedDb === 'postgres') {
    if (existsSync(config.pgliteDir) && !existsSync(path.join(config.dataDir, 'postgres')))
      log(`The embedded database is now a PostgreSQL server in ${config.dataDir}/postgres; ${config.pgliteDir} stays as it was, unused.`);
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = embedded.url;
  }
  try {
    if (!url) {
      const handle = await openDb({ dataDir: config.pgliteDir });
      await opts.prepare?.(handle.db);
      return handle;
    }
    await underStartLock(url, async (db) => {
      await migrateDb({ db, driver: 'node-postgres' } as DbHandle);
      await opts.prepare?.(db);
    });
    const handle = await openDb({ url, migrate: false });
    if (!embedded) return handle;
    const server = embedded;
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await server.stop();
      },
    };
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
}
