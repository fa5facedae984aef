import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { openDb } from '../../../api/src/db/client.ts';

/** What the loaders need of a database: node-postgres's Pool and PGlite both answer `query(text, params)` this way. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/drizzle');

/** PGLITE_DIR is laid out as the API's DATA_DIR: the PGlite data lives in its `pglite` folder, so DATA_DIR=PGLITE_DIR opens it. */
export const pgliteDataDir = (dir: string) => path.join(path.resolve(dir), 'pglite');

/** The benchmark's database: PGLITE_DIR (PGlite, see pgliteDataDir) or DATABASE_URL (PostgreSQL), migrated. */
export async function openBenchSql(env: NodeJS.ProcessEnv): Promise<{ sql: Sql; label: string; close(): Promise<void> }> {
  if (env.PGLITE_DIR && env.DATABASE_URL) throw new Error('Set either PGLITE_DIR or DATABASE_URL, not both.');
  if (env.PGLITE_DIR) {
    const handle = await openDb({ dataDir: pgliteDataDir(env.PGLITE_DIR), migrate: true });
    // the handle types only the dump call of the embedded client; the object is PGlite, which has query(text, params)
    return { sql: handle.pglite as unknown as Sql, label: `PGlite ${path.resolve(env.PGLITE_DIR)}`, close: () => handle.close() };
  }
  const url = env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('Set DATABASE_URL to a PostgreSQL database or PGLITE_DIR to a PGlite folder (a separate one: this adds to it).');
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await migrate(drizzle(pool), { migrationsFolder });
  return { sql: pool, label: `PostgreSQL ${new URL(url).pathname.slice(1)}`, close: () => pool.end() };
}
