import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';

for (const driver of drivers) {
  describe(`health and readiness (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver);
    });
    after(() => t.close());

    test('GET /api/v1/health answers ok, version and uptime', async () => {
      const r = await t.app.inject({ url: '/api/v1/health' });
      assert.equal(r.statusCode, 200);
      const body = r.json();
      assert.equal(body.status, 'ok');
      assert.match(body.version, /^\d+\.\d+\.\d+/);
      assert.equal(typeof body.uptime, 'number');
      assert.ok(r.headers['x-request-id'], 'every answer carries its request id');
    });

    test('GET /api/v1/ready pings the database', async () => {
      const r = await t.app.inject({ url: '/api/v1/ready' });
      assert.equal(r.statusCode, 200);
      assert.deepEqual(r.json(), { status: 'ready', checks: { database: 'ok' } });
    });

    test('ready answers 503 ERR_NOT_READY once the database is closed, health stays ok', async () => {
      await t.dbHandle.close();
      const r = await t.app.inject({ url: '/api/v1/ready' });
      assert.equal(r.statusCode, 503);
      assert.equal(r.json().code, 'ERR_NOT_READY');
      assert.equal(r.json().errors.length, 1);
      assert.equal((await t.app.inject({ url: '/api/v1/health' })).statusCode, 200);
    });
  });
}
