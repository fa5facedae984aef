import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';

for (const driver of drivers) {
  describe(`structured logs (${driver})`, () => {
    let t: TestApp;
    const lines: Record<string, unknown>[] = [];
    before(async () => {
      t = await createTestApp(driver, {
        logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
        extend(app) {
          app.get('/api/v1/test-crash', async () => {
            throw new Error('disk on fire');
          });
        },
      });
    });
    after(() => t.close());

    test("a server fault is logged with our request id (the client's as clientRequestId) and its stack; the caller sees neither", async () => {
      const r = await t.app.inject({ url: '/api/v1/test-crash', headers: { 'x-request-id': 'req-abc-123' } });
      assert.equal(r.statusCode, 500);
      const id = r.headers['x-request-id'];
      assert.match(String(id), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, "our own id, not the client's");
      const logged = lines.find((l) => l.level === 50 && l.reqId === id);
      assert.equal(logged?.clientRequestId, 'req-abc-123', 'a well-formed client id is kept beside ours');
      assert.ok(logged, JSON.stringify(lines));
      assert.match(JSON.stringify(logged), /disk on fire/);
      assert.doesNotMatch(r.body, /disk on fire/);
    });

    test('bearer tokens and passwords never reach the log', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/nowhere',
        headers: { authorization: 'Bearer secret-token-value' },
        payload: { password: 'Hunter#2024pass' },
      });
      const all = JSON.stringify(lines);
      assert.doesNotMatch(all, /secret-token-value/);
      assert.doesNotMatch(all, /Hunter#2024pass/);
      assert.ok(
        lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/api/v1/nowhere'),
        'requests are logged',
      );
    });
  });
}
