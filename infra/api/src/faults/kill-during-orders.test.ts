import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { Order } from '@xchange/contract';
import { drivers } from '../test/test-db.ts';
import { call, startApi, type Answer, type ApiProcess } from './api-process.ts';
import { fixtureDb, type FixtureDb } from './fixture-data.ts';

const keys = 40;
const killAfterAcks = 3;

for (const driver of drivers) {
  describe(`API process killed during a burst of order placements (${driver})`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-faults-kill-'));
    let db: FixtureDb | undefined;
    let api: ApiProcess | undefined;
    after(async () => {
      await api?.kill();
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('after SIGKILL and a restart, every acknowledged order exists once and every key maps to one set of orders', async () => {
      db = await fixtureDb(driver, dataDir);
      const { buyer, p } = db.fixture;
      // two sellers: each key places two orders in one transaction
      const body = {
        product: [
          { id: p.fluke, quantity: 1 },
          { id: p.fpc, quantity: 1 },
        ],
        deliveryaddress: '1 Fault Rd, Austin',
        postcode: 'Wire transfer',
        total: 1,
      };
      api = await startApi(db.env);
      const place = (url: string, key: string) =>
        call(url, 'POST', 'order/save', { token: buyer.auth.authorization, body, headers: { 'idempotency-key': key } });
      const answers = new Map<string, Answer[]>();
      const note = (key: string, a: Answer) => answers.set(key, [...(answers.get(key) ?? []), a]);

      // the burst: every key once, every third key twice at the same moment (a client retrying impatiently)
      const first = api;
      let acks = 0;
      let killing: Promise<void> | undefined;
      const allKeys = Array.from({ length: keys }, (_, i) => `fault-${driver}-${i}`);
      const burst = allKeys
        .flatMap((key, i) => (i % 3 === 0 ? [key, key] : [key]))
        .map(async (key) => {
          const a = await place(first.url, key);
          note(key, a);
          if (a.status === 200 && ++acks === killAfterAcks) killing = first.kill();
        });
      await Promise.all(burst);
      await killing;
      assert.equal(first.child.signalCode, 'SIGKILL', `the process was killed (acks: ${acks})\n${first.output()}`);
      const before = [...answers.values()].flat();
      assert.ok(before.filter((a) => a.status === 200).length >= killAfterAcks, 'some placements were acknowledged before the kill');
      assert.ok(
        before.some((a) => a.status === 0),
        'some placements got no answer: the kill hit mid-burst',
      );
      for (const a of before)
        assert.ok(a.status === 200 || a.status === 0, `an answer before the kill is an order or nothing: ${JSON.stringify(a)}`);

      // the restart opens the same data (a PGlite folder whose lock file the killed process left behind)
      api = await startApi(db.env);
      const restarted = api;
      const unanswered = allKeys.filter((k) => !answers.get(k)!.some((a) => a.status === 200));
      assert.ok(unanswered.length > 0);
      // the client retries every key without an answer; every key once more, to compare
      await Promise.all([...unanswered, ...allKeys].map(async (key) => note(key, await place(restarted.url, key))));

      const placedIds = new Map<number, string>();
      for (const key of allKeys) {
        const got = answers.get(key)!.filter((a) => a.status !== 0);
        assert.ok(got.length > 0);
        for (const a of got) assert.equal(a.status, 200, `${key}: ${JSON.stringify(a.body)}`);
        const sets = got.map((a) =>
          (a.body as Order[])
            .map((o) => o.id)
            .sort((x, y) => x - y)
            .join(','),
        );
        assert.equal(new Set(sets).size, 1, `${key} answered one set of orders every time: ${sets.join(' | ')}`);
        const ids = (got[0]!.body as Order[]).map((o) => o.id);
        assert.equal(ids.length, 2, `${key} placed one order per seller`);
        for (const id of ids) {
          assert.ok(!placedIds.has(id), `order ${id} belongs to one key only`);
          placedIds.set(id, key);
        }
      }

      const list = await call(restarted.url, 'GET', 'order', { token: buyer.auth.authorization });
      assert.equal(list.status, 200);
      const stored = (list.body as Order[]).map((o) => o.id);
      assert.equal(stored.length, new Set(stored).size, 'no order is listed twice');
      assert.deepEqual(
        [...stored].sort((x, y) => x - y),
        [...placedIds.keys()].sort((x, y) => x - y),
        'the stored orders are exactly the answered ones, once each',
      );
      assert.equal(stored.length, keys * 2);
      await restarted.stop();
      api = undefined;
    });
  });
}
