import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kindOf, median, summarize } from './summarize.ts';

test('summarize adds transferred bytes per kind and counts requests', () => {
  const s = summarize([
    { url: '/main.js', kind: 'js', transferred: 1000 },
    { url: '/remotes/shop/remoteEntry.js', kind: 'js', transferred: 500 },
    { url: '/fonts.css', kind: 'css', transferred: 200 },
    { url: '/api/v1/health', kind: 'other', transferred: 50 },
  ]);
  assert.deepEqual(s, { requests: 4, jsBytes: 1500, cssBytes: 200, jsFiles: 2 });
});

test('kindOf tells scripts and styles apart by name or content type', () => {
  assert.equal(kindOf('/a.12345678.js'), 'js');
  assert.equal(kindOf('/x', 'application/javascript; charset=utf-8'), 'js');
  assert.equal(kindOf('/b.css?v=1'), 'css');
  assert.equal(kindOf('/media/p.webp', 'image/webp'), 'other');
});

test('median of odd and even samples', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});
