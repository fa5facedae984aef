import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { createApi } from './index.ts';
import { drivers } from './test/test-db.ts';

/** A database name on the test server for createApi's own migrations and seed; dropped afterwards. */
async function serverDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `xchange_test_${randomBytes(6).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

for (const driver of drivers) {
  describe(`createApi (${driver})`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-create-'));
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
    let drop = async () => {};
    let api: Awaited<ReturnType<typeof createApi>>;
    const order: string[] = [];

    before(async () => {
      if (driver === 'node-postgres') {
        const db = await serverDatabase();
        env.DATABASE_URL = db.url;
        drop = db.drop;
      }
      api = await createApi({
        env,
        logger: false,
        async configure(app) {
          order.push(`configure:${app.hasRoute({ method: 'GET', url: '/api/v1/health' })}`);
          app.addHook('onSend', async (_req, reply) => void reply.header('x-configured', 'yes'));
          app.get('/', async () => 'front end');
        },
      });
      await api.app.ready();
    });
    after(async () => {
      await api.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('configure runs before the API routes and its hooks apply to them', async () => {
      assert.deepEqual(order, ['configure:false']);
      const r = await api.app.inject({ url: '/api/v1/health' });
      assert.equal(r.statusCode, 200);
      assert.equal(r.headers['x-configured'], 'yes');
      assert.equal((await api.app.inject({ url: '/' })).body, 'front end');
    });

    test('the app is returned not listening, with the loaded config', () => {
      assert.equal(api.app.server.listening, false);
      assert.equal(api.config.dataDir, dataDir);
      assert.equal(api.config.port, 8081);
    });

    test('the first start seeds demo data', async () => {
      const r = await api.app.inject({ url: '/api/v1/ready' });
      assert.equal(r.statusCode, 200);
      const { users } = await import('./db/schema/index.ts');
      assert.equal((await api.app.db.select().from(users)).length, 7);
    });

    if (driver === 'pglite') {
      test('a second API on the same DATA_DIR shares the embedded PostgreSQL, which outlives the second closing', async () => {
        const second = await createApi({ env, logger: false });
        const { users } = await import('./db/schema/index.ts');
        assert.equal((await second.app.db.select().from(users)).length, 7, 'the demo data was seeded once');
        await second.close();
        assert.equal((await api.app.inject({ url: '/api/v1/ready' })).statusCode, 200);
      });
    }
  });
}

describe('createApi with EMBEDDED_DB=pglite (PGlite in the process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-create-pglite-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, EMBEDDED_DB: 'pglite', SEED_DEMO: '0' };
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a second API on the same DATA_DIR is refused while the first runs', async () => {
    const first = await createApi({ env, logger: false });
    try {
      assert.equal(first.app.db === undefined, false);
      await assert.rejects(createApi({ env, logger: false }), /already open in process/);
    } finally {
      await first.close();
    }
  });
});

for (const driver of drivers) {
  describe(`createApi without demo data (${driver})`, () => {
    test(driver === 'pglite' ? 'SEED_DEMO=0 leaves an empty database empty' : 'production leaves an empty database empty', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-create-'));
      const server = driver === 'node-postgres' ? await serverDatabase() : undefined;
      const env: NodeJS.ProcessEnv = server
        ? {
            DATA_DIR: dataDir,
            NODE_ENV: 'production',
            DATABASE_URL: server.url,
            PUBLIC_URL: 'https://xchange.example.com',
            JWT_SECRET: 'j'.repeat(32),
            PAYMENTS: 'test',
          }
        : { DATA_DIR: dataDir, SEED_DEMO: '0' };
      const api = await createApi({ env, logger: false });
      try {
        const { users } = await import('./db/schema/index.ts');
        assert.equal((await api.app.db.select().from(users)).length, 0);
        assert.equal(api.config.seedDemo, false);
      } finally {
        await api.close();
        await server?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
