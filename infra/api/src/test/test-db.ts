import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrationsFolder } from '../paths.ts';

export type Driver = 'pglite' | 'node-postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'node-postgres'] : ['pglite'];

function migrationsHash(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const p = path.join(migrationsFolder, f);
    if (f.endsWith('.sql') || f.endsWith('.json')) h.update(f).update(readFileSync(p));
  }
  return h.digest('hex').slice(0, 16);
}

/** A migrated PGlite dump shared by every test file: loading it takes ~0.3 s, a fresh initdb + migrate ~3-5 s. */
async function template(): Promise<Buffer> {
  const file = path.join(tmpdir(), `xchange-api-template-${migrationsHash()}.tar.gz`);
  if (existsSync(file)) return readFileSync(file);
  const handle = await openDb({ memory: true });
  const dump = Buffer.from(await (await handle.pglite!.dumpDataDir('gzip')).arrayBuffer());
  await handle.close();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, dump);
  renameSync(tmp, file);
  return dump;
}

/** A fresh, migrated, empty database for one test file; `close()` also drops the PostgreSQL database. */
export async function createTestDb(driver: Driver): Promise<DbHandle> {
  if (driver === 'pglite') return openDb({ memory: true, loadDataDir: new Blob([new Uint8Array(await template())]) });
  const serverUrl = process.env.DATABASE_URL!;
  const name = `xchange_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  const close = handle.close;
  return {
    ...handle,
    async close() {
      await close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
