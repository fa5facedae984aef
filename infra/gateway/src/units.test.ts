import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControlFor } from './cache-policy.ts';
import { parseRemoteMap } from './remote-map.ts';
import { configScript, inlineConfig } from './shell-html.ts';

describe('cache policy', () => {
  it('tells hashed chunks from entry files', () => {
    assert.equal(cacheControlFor('vendors-node_modules_react.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('assets/montserrat.abcdef12.woff2'), 'public, max-age=31536000, immutable');
    for (const f of ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html', 'chunk-packages.json'])
      assert.equal(cacheControlFor(f), 'no-cache');
  });
});

describe('shell html', () => {
  it('escapes what could close the script tag', () => {
    const script = configScript({ shop: '</script><script>alert(1)</script>' }, { launched: true, testPayments: false });
    assert.equal(script.match(/<\/script>/g)?.length, 1);
  });
  it('falls back to the end of <head> without the marker', () => {
    assert.match(
      inlineConfig('<html><head><meta charset="utf-8"><title>x</title></head></html>', {}, { launched: false, testPayments: true }),
      /<title>x<\/title><script>window\.__XCHANGE_REMOTES__=\{\};window\.__XCHANGE_CONFIG__=\{"launched":false,"testPayments":true\};document\.documentElement\.setAttribute\("data-test-payments",""\);addEventListener\("DOMContentLoaded",[^<]*<\/script><\/head>/,
    );
  });
});

describe('remote map', () => {
  it('refuses a malformed remotes.json with the reason', () => {
    assert.throws(() => parseRemoteMap('[]', 'remotes.json'), /expected an object/);
    assert.throws(() => parseRemoteMap('{"Shop!":"/x"}', 'remotes.json'), /not a valid remote name/);
    assert.throws(() => parseRemoteMap('{"shop":3}', 'remotes.json'), /must be a non-empty string/);
    assert.deepEqual(parseRemoteMap('{"shop":"/remotes/shop/mf-manifest.json"}', 'r'), { shop: '/remotes/shop/mf-manifest.json' });
  });
});
