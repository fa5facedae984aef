import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percentile } from './stats.ts';
import { formatTable, parseConnections, pickKeys } from './table.ts';

test('formatTable puts API, bare and SQL side by side and leaves out what was not measured or never answered', () => {
  const text = formatTable('DB: PostgreSQL', [
    {
      scenario: 'browse',
      connections: 32,
      api: { p50: 57, p99: 93.25, rps: 531.4, errors: 0, requests: 5314 },
      bare: { p50: 40, p99: 70, rps: 700.6, errors: 3, requests: 7006 },
      sql: { p50: 29.14, p99: 77.4 },
    },
    { scenario: 'product', connections: 128, api: { p50: 12, p99: 30, rps: 900, errors: 5, requests: 9000 } },
    { scenario: 'messages', connections: 128, api: { p50: 0, p99: 0, rps: 0, errors: 0, requests: 0 }, sql: { p50: 41.4, p99: 54.5 } },
  ]).split('\n');
  assert.equal(text[0], 'DB: PostgreSQL');
  assert.equal(text[4], '| browse | 32 | 57.0 | 93.3 | 531 | 0 (bare 3) | 40.0 | 70.0 | 701 | 29.1 | 77.4 |');
  assert.equal(text[5], '| product | 128 | 12.0 | 30.0 | 900 | 5 | – | – | – | – | – |');
  assert.equal(text[6], '| messages | 128 | – | – | 0 | 0 | – | – | – | 41.4 | 54.5 |');
  assert.equal(text[2]!.split('|').length, text[4]!.split('|').length);
});

test('parseConnections reads a list and refuses anything else', () => {
  assert.deepEqual(parseConnections('32, 128'), [32, 128]);
  assert.deepEqual(parseConnections('8'), [8]);
  assert.throws(() => parseConnections('32,abc'), /CONNECTIONS must be .* \(got "32,abc"\)/);
  assert.throws(() => parseConnections('0'), /positive whole numbers/);
  assert.throws(() => parseConnections(''), /CONNECTIONS/);
});

test('pickKeys keeps the known order, and names the known keys when one is unknown', () => {
  const keys = ['browse', 'product', 'orders', 'messages'];
  assert.deepEqual(pickKeys(keys, undefined), keys);
  assert.deepEqual(pickKeys(keys, 'messages, browse'), ['browse', 'messages']);
  assert.throws(() => pickKeys(keys, 'browse,cart'), /Unknown SCENARIOS cart; known: browse, product, orders, messages\./);
});

test('percentile by nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile([7], 99), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
});
