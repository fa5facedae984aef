import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { Order } from '@xchange/contract';
import { call, startApi, type Answer, type ApiProcess } from './api-process.ts';
import { fixtureDb } from './fixture-data.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';

const bin = postgresBinaries();
const clients = 8;
const downMs = 2_000;
const recoverWithinMs = 5_000;

interface Sample extends Answer {
  at: number;
  done: number;
  what: string;
}

describe(
  'PostgreSQL restarted under load',
  { skip: bin ? false : 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (install postgresql to run it)' },
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-faults-pgrestart-'));
    let pgServer: PrivatePostgres | undefined;
    let api: ApiProcess | undefined;
    after(async () => {
      await api?.kill();
      await pgServer?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('while the database is down requests fail with the error envelope; within 5 s of its return they succeed again', async () => {
      // a private cluster: stopping the machine's shared server would break everyone else's tests
      pgServer = await startPrivatePostgres(bin!);
      const db = await fixtureDb('node-postgres', dataDir, pgServer.url);
      const { buyer, p } = db.fixture;
      api = await startApi(db.env);
      const { url } = api;
      const token = buyer.auth.authorization;
      const requests: Array<[string, () => Promise<Answer>]> = [
        ['catalog', () => call(url, 'POST', 'home/homepage', { body: { page: 1, size: 6 } })],
        ['product', () => call(url, 'GET', `product/${p.dsox}`)],
        ['orders', () => call(url, 'GET', 'order', { token })],
        ['cart', () => call(url, 'GET', 'cart', { token })],
      ];

      const samples: Sample[] = [];
      let running = true;
      const workers = Array.from({ length: clients }, async (_, w) => {
        for (let i = w; running; i++) {
          const [what, send] = requests[i % requests.length]!;
          const at = Date.now();
          samples.push({ ...(await send()), at, done: Date.now(), what });
        }
      });
      await new Promise((r) => setTimeout(r, 1_500));
      const downAt = Date.now();
      await pgServer.stop();
      await new Promise((r) => setTimeout(r, downMs));
      await pgServer.start();
      const upAt = Date.now();
      await new Promise((r) => setTimeout(r, recoverWithinMs + 2_000));
      running = false;
      await Promise.all(workers);

      const sent = (s: Sample) => `${s.what} at +${s.at - downAt} ms: ${s.status} ${JSON.stringify(s.body)}`;
      for (const s of samples.filter((x) => x.done < downAt)) assert.equal(s.status, 200, `before the restart: ${sent(s)}`);
      const failed = samples.filter((s) => s.status !== 200);
      assert.ok(failed.length > 0, 'some requests met the stopped database');
      for (const s of failed) {
        assert.ok(s.status !== 0, `the API kept answering (no dropped connection): ${sent(s)}`);
        assert.equal(s.status, 503, sent(s));
        const body = s.body as { code?: unknown; errors?: unknown };
        assert.equal(body.code, 'ERR_NOT_READY', sent(s));
        assert.deepEqual(body.errors, ['The service is starting or its database is unavailable. Please try again shortly.'], sent(s));
        assert.doesNotMatch(
          JSON.stringify(s.body),
          /\bat .+:\d+|ECONNREFUSED|terminating connection|stack/i,
          `no internals leak: ${sent(s)}`,
        );
      }
      const late = samples.filter((s) => s.at >= upAt + recoverWithinMs);
      assert.ok(late.length > 0, 'requests were sent after the recovery window');
      for (const s of late) assert.equal(s.status, 200, `recovered within ${recoverWithinMs} ms of the database's return: ${sent(s)}`);
      const firstOk = samples.filter((s) => s.at >= upAt && s.status === 200).sort((a, b) => a.at - b.at)[0];
      assert.ok(firstOk && firstOk.at - upAt < recoverWithinMs, 'a request succeeded soon after the return');

      // writes work again too: an order is placed and listed once
      const placed = await call(url, 'POST', 'order/save', {
        token,
        headers: { 'idempotency-key': 'after-restart' },
        body: { product: [{ id: p.fluke, quantity: 1 }], deliveryaddress: '1 Fault Rd, Austin', postcode: 'Wire transfer', total: 1 },
      });
      assert.equal(placed.status, 200, JSON.stringify(placed.body));
      const listed = await call(url, 'GET', 'order', { token });
      assert.deepEqual(
        (listed.body as Order[]).map((o) => o.id),
        (placed.body as Order[]).map((o) => o.id),
      );
      await api.stop();
      api = undefined;
    });
  },
);
