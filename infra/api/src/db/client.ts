import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { lockFolder } from './folder-lock.ts';
import { migrationsFolder } from '../paths.ts';

export type Schema = typeof schema;
/** The common surface of the PGlite and node-postgres Drizzle databases; inside `db.transaction(tx => …)` use `tx` only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'node-postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw SQL on the pool (or PGlite) for pg-boss: `$1` parameters; without values it may hold several statements. */
  executor: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  /** The embedded client (PGlite only), e.g. to dump a migrated template. */
  pglite?: { dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<File | Blob> };
}

export type DbOptions =
  { url: string; migrate?: boolean } | { dataDir: string; migrate?: boolean } | { memory: true; loadDataDir?: Blob; migrate?: boolean };

/** PGlite (persisted folder, locked against a second opener) or node-postgres when a URL is given; both run the same migrations. */
export async function openDb(opts: DbOptions): Promise<DbHandle> {
  const handle = 'url' in opts ? await openPg(opts.url) : await openPglite(opts);
  if (opts.migrate !== false) await migrateDb(handle);
  return handle;
}

async function openPg(url: string): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined); // an idle client's network error surfaces on the next query instead
  const db = drizzle(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'node-postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    executor: { executeSql: (text, values) => pool.query(text, values) },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(opts: { dataDir: string } | { memory: true; loadDataDir?: Blob }): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = () => {};
  let dataDir: string | undefined;
  if ('dataDir' in opts) {
    dataDir = path.resolve(opts.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true }); // PGlite creates only the last folder level
    release = lockFolder(dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      loadDataDir: 'loadDataDir' in opts ? opts.loadDataDir : undefined,
    });
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      pglite: client,
      ping: async () => void (await client.query('select 1')),
      executor: {
        async executeSql(text, values) {
          if (values?.length) return client.query(text, values);
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        },
      },
      close: async () => {
        if (!client.closed) await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

/** A lock number of our own for pg_advisory_lock: start-up work (migrations, demo seed) runs in one process at a time. */
const startLockKey = 7_420_221;

/** Runs `work` on one connection holding the start-up lock, so processes starting together migrate and seed once. */
export async function underStartLock(url: string, work: (db: Db) => Promise<void>): Promise<void> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startLockKey]);
    await work(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.end(); // ending the session releases the lock
  }
}
