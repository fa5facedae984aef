import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { bigScript, createFixture, type Fixture } from './test/gateway-fixture.ts';

describe('gateway', () => {
  let fx: Fixture;
  before(async () => {
    fx = await createFixture();
  });
  after(async () => {
    await fx.cleanup();
  });
  const get = (url: string, headers: Record<string, string> = {}) => fx.gateway.app.inject({ method: 'GET', url, headers });

  it('serves the shell page with the remote map and launch flag inlined, never cached', async () => {
    const res = await get('/', { host: 'xchange.example.com' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /text\/html/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(
      res.body,
      /window\.__XCHANGE_REMOTES__=\{"shop":"\/remotes\/shop\/mf-manifest\.json","marketing":"https:\/\/cdn\.example\.com\/marketing\/v3\/mf-manifest\.json"\}/,
    );
    assert.match(res.body, /window\.__XCHANGE_CONFIG__=\{"launched":true,"testPayments":false\}/);
    assert.doesNotMatch(res.body, /xchange:config/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    const head = await fx.gateway.app.inject({ method: 'HEAD', url: '/remotes/shop/remoteEntry.js' });
    assert.equal(head.statusCode, 200);
  });

  it("preloads the shell's startup scripts and the route's remote from the page's head", async () => {
    await writeFile(path.join(fx.root, 'shell', 'dist', 'startup.json'), JSON.stringify({ startup: ['412.0a1b2c3d.js'] }));
    const manifest = path.join(fx.root, 'mf-shop', 'dist', 'mf-manifest.json');
    const before = await readFile(manifest, 'utf8');
    await writeFile(
      manifest,
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './app', assets: { js: { sync: ['77.deadbeef.js'] } } }],
      }),
    );
    try {
      const head = (await get('/xchangeShop')).body.split('</head>')[0]!;
      assert.match(
        head,
        /<\/script><link rel="preload" as="script" href="\/412\.0a1b2c3d\.js"><link rel="preload" as="fetch" href="\/remotes\/shop\/mf-manifest\.json" crossorigin><link rel="preload" as="script" href="\/remotes\/shop\/remoteEntry\.js"><link rel="preload" as="script" href="\/remotes\/shop\/77\.deadbeef\.js">/,
      );
      assert.doesNotMatch((await get('/no-such-page')).body, /rel="preload" [^>]*remotes\/shop/);
    } finally {
      await writeFile(manifest, before);
    }
  });

  it('answers SPA deep links with the shell page', async () => {
    for (const url of ['/home', '/xchangeShop', '/editproduct/12', '/no-such-page', '/index.html']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /__XCHANGE_REMOTES__/, url);
    }
  });

  it('caches hashed files for a year and revalidates entry files', async () => {
    const cases: Array<[string, string]> = [
      ['/412.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
      ['/assets/logo.1234abcd.svg', 'public, max-age=31536000, immutable'],
      ['/remotes/shop/77.deadbeef.js', 'public, max-age=31536000, immutable'],
      ['/main.js', 'no-cache'],
      ['/remotes/shop/remoteEntry.js', 'no-cache'],
      ['/remotes/shop/mf-manifest.json', 'no-cache'],
    ];
    for (const [url, expected] of cases) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], expected, url);
    }
  });

  it('answers 404 for a missing remote file or unknown remote, not the shell page', async () => {
    for (const url of [
      '/remotes/shop/missing.js',
      '/remotes/marketing/mf-manifest.json',
      '/remotes/nope/remoteEntry.js',
      '/remotes/shop/../../shell/dist/main.js',
      '/missing.0a1b2c3d.js',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /__XCHANGE_REMOTES__/, url);
    }
  });

  it('serves remotes.json uncached', async () => {
    const res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.json().shop, '/remotes/shop/mf-manifest.json');
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await get('/remotes/shop/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    const gz = await get('/main.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const plain = await get('/main.js');
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  it("sends a script's precompressed .br or .gz as it is, with the script's type and caching", async () => {
    for (const [url, dist] of [
      ['/412.0a1b2c3d.js', 'shell/dist/412.0a1b2c3d.js'],
      ['/remotes/shop/77.deadbeef.js', 'mf-shop/dist/77.deadbeef.js'],
    ] as const) {
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await get(url, { 'accept-encoding': encoding === 'br' ? 'br, gzip' : 'gzip' });
        assert.equal(res.headers['content-encoding'], encoding, url);
        assert.deepEqual(
          res.rawPayload,
          await readFile(path.join(fx.root, `${dist}.${encoding === 'br' ? 'br' : 'gz'}`)),
          `${url} as the built file`,
        );
        assert.match(String(res.headers['content-type']), /javascript/);
        assert.match(String(res.headers['vary']), /accept-encoding/i);
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
        const decoded = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        assert.equal(decoded.toString(), bigScript);
      }
      const plain = await get(url);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, bigScript);
    }
  });

  it('leaves /api and /media to the API app', async () => {
    assert.deepEqual((await get('/api/v1/health')).json(), { ok: true });
    assert.equal((await get('/media/a.jpg')).headers['content-type'], 'image/jpeg');
    const unknown = await get('/api/v1/nothing-here');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ERR_ROUTE_NOT_FOUND', 'the API answers its own unknown paths with its envelope');
    assert.doesNotMatch(unknown.body, /__XCHANGE_REMOTES__/);
  });
});

describe('gateway before launch', () => {
  it('inlines launched:false', async () => {
    const fx = await createFixture(false);
    try {
      const res = await fx.gateway.app.inject({ method: 'GET', url: '/loginpage', headers: { host: 'xchange.example.com' } });
      assert.match(res.body, /window\.__XCHANGE_CONFIG__=\{"launched":false,"testPayments":false\}/);
    } finally {
      await fx.cleanup();
    }
  });
});

describe('gateway with test payments', () => {
  it("tells the shell to show its test-payments ribbon, and the page's CSP allows exactly that script", async () => {
    const fx = await createFixture(true, { payments: 'test' });
    try {
      const res = await fx.gateway.app.inject({ method: 'GET', url: '/profile', headers: { host: 'xchange.example.com' } });
      const script =
        /<script>(window\.__XCHANGE_REMOTES__=[^<]*"testPayments":true\};document\.documentElement\.setAttribute\("data-test-payments",""\)[^<]*)<\/script>/.exec(
          res.body,
        );
      assert.ok(script, 'the inlined config carries testPayments:true and marks the page before it paints');
      const hash = createHash('sha256').update(script[1]!, 'utf8').digest('base64');
      assert.ok(String(res.headers['content-security-policy']).includes(`'sha256-${hash}'`));
    } finally {
      await fx.cleanup();
    }
  });
});
