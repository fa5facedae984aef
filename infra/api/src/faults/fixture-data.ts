import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { build } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDb, type DbHandle } from '../db/client.ts';
import { seedShop, type ShopFixture } from '../modules/shop/shop-test-kit.ts';
import { testSecret } from '../test/test-app.ts';
import { createTestDb, type Driver } from '../test/test-db.ts';

export interface FixtureDb {
  /** Environment for the API process: DATA_DIR (+ DATABASE_URL on PostgreSQL) and the secret the fixture's tokens are signed with. */
  env: NodeJS.ProcessEnv;
  fixture: ShopFixture;
  /** Drops the PostgreSQL database (nothing on PGlite: the folder goes with DATA_DIR). */
  drop(): Promise<void>;
}

async function seedWith(dbHandle: DbHandle, dataDir: string): Promise<{ fixture: ShopFixture; close(): Promise<void> }> {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: testSecret });
  const app = await build(config, { dbHandle, logger: false });
  await app.ready();
  const fixture = await seedShop({ app, config, dbHandle, close: () => app.close() });
  return { fixture, close: () => app.close() };
}

export const dbName = () => `xchange_faults_${randomBytes(6).toString('hex')}`;

/** Runs one statement on the server's maintenance connection. */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/**
 * The shop test catalog written where an API process will open it: a PGlite folder `<dataDir>/pglite` (a seeded
 * in-memory database's dump, loaded in ~0.3 s instead of a demo seed), or a fresh database on `serverUrl`.
 * The API then skips its demo seed (users exist) and accepts the fixture's tokens (same JWT_SECRET).
 */
export async function fixtureDb(driver: Driver, dataDir: string, serverUrl = process.env.DATABASE_URL): Promise<FixtureDb> {
  // PGlite: the folder written here, opened in the API's own process (EMBEDDED_DB=pglite)
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, JWT_SECRET: testSecret, EMBEDDED_DB: 'pglite' };
  if (driver === 'pglite') {
    const memory = await createTestDb('pglite');
    const seeded = await seedWith(memory, dataDir);
    const dump = await memory.pglite!.dumpDataDir('gzip');
    await seeded.close();
    await memory.close();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create({ dataDir: `${dataDir}/pglite`, loadDataDir: dump, extensions: { pg_trgm } });
    await db.close();
    return { env, fixture: seeded.fixture, drop: async () => undefined };
  }
  if (!serverUrl) throw new Error('The PostgreSQL fixture needs a server URL (DATABASE_URL).');
  const name = dbName();
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  const seeded = await seedWith(handle, dataDir);
  await seeded.close();
  await handle.close();
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    fixture: seeded.fixture,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
