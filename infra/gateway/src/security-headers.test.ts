import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { contentSecurityPolicy, hstsValue, registerSecurityHeaders, remoteOrigins } from './security-headers.ts';
import { createFixture, type Fixture } from './test/gateway-fixture.ts';

/** The directives of a CSP header as name → sources. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('security headers', () => {
  let fx: Fixture;
  before(async () => {
    fx = await createFixture();
  });
  after(async () => {
    await fx.cleanup();
  });
  const get = (url: string, headers: Record<string, string> = {}) => fx.gateway.app.inject({ method: 'GET', url, headers });
  // The shell page, a script, a remote file, an API answer, an API error, media and a missing file.
  const answers = [
    '/',
    '/xchangeShop',
    '/main.js',
    '/remotes/shop/remoteEntry.js',
    '/remotes.json',
    '/api/v1/health',
    '/api/v1/nothing-here',
    '/media/a.jpg',
    '/missing.0a1b2c3d.js',
  ];

  it('puts the same headers on every kind of answer', async () => {
    for (const url of answers) {
      const res = await get(url);
      const csp = res.headers['content-security-policy'];
      assert.equal(typeof csp, 'string', url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
      assert.equal(res.headers['strict-transport-security'], undefined, `${url}: no HSTS over plain HTTP`);
      assert.equal(res.headers.server, undefined, url);
      assert.equal(res.headers['x-powered-by'], undefined, url);
    }
  });

  it('sends a strict policy: no eval, no inline script, nothing may frame the site', async () => {
    const csp = directives((await get('/')).headers['content-security-policy'] as string);
    const script = csp.get('script-src')!;
    assert.ok(script.includes(`'self'`));
    assert.ok(!script.includes(`'unsafe-eval'`) && !script.includes(`'unsafe-inline'`), script.join(' '));
    assert.ok(!(csp.get('default-src') ?? []).includes(`'unsafe-eval'`));
    assert.deepEqual(csp.get('frame-ancestors'), [`'none'`]);
    assert.deepEqual(csp.get('object-src'), [`'none'`]);
    assert.deepEqual(csp.get('base-uri'), [`'self'`]);
    assert.deepEqual(csp.get('form-action'), [`'self'`]);
    for (const d of ['img-src', 'media-src']) for (const s of [`'self'`, 'data:', 'blob:']) assert.ok(csp.get(d)!.includes(s), `${d} ${s}`);
  });

  it('allows exactly the inline config script the shell page carries, by its hash', async () => {
    const res = await get('/');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    assert.equal(inline.length, 1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    assert.ok(
      directives(res.headers['content-security-policy'] as string)
        .get('script-src')!
        .includes(hash),
    );
  });

  it('lists the remote origins of remotes.json, read again after a release', async () => {
    const sources = async () => directives((await get('/')).headers['content-security-policy'] as string);
    let csp = await sources();
    for (const d of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src', 'media-src'])
      assert.ok(csp.get(d)!.includes('https://cdn.example.com'), d);
    await writeFile(
      path.join(fx.root, 'remotes.json'),
      JSON.stringify({
        shop: 'https://shop.example.net/v9/mf-manifest.json',
        marketing: 'https://cdn.example.com/marketing/v3/mf-manifest.json',
        spare: '/remotes/spare/mf-manifest.json',
      }),
    );
    csp = await sources();
    assert.deepEqual(csp.get('script-src')!.slice(0, 3), [`'self'`, 'https://cdn.example.com', 'https://shop.example.net']);
    assert.ok(csp.get('connect-src')!.includes('https://shop.example.net'));
    const page = await get('/');
    const hash = `'sha256-${createHash('sha256')
      .update(/<script>([\s\S]*?)<\/script>/.exec(page.body)![1]!)
      .digest('base64')}'`;
    assert.ok(
      directives(page.headers['content-security-policy'] as string)
        .get('script-src')!
        .includes(hash),
      'the hash follows the new map',
    );
  });

  it("lets a page asked for on this machine load a remote's dev server (a developer's override), and no other page", async () => {
    const dev = ['http://localhost:*', 'http://127.0.0.1:*'];
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      const csp = directives((await get('/', { host })).headers['content-security-policy'] as string);
      for (const d of ['script-src', 'style-src', 'connect-src'])
        for (const source of dev) assert.ok(csp.get(d)!.includes(source), `${host} ${d} ${source}`);
      assert.ok(csp.get('connect-src')!.includes('ws://localhost:*'), `${host}: the dev server's live reload`);
      assert.ok(!csp.get('script-src')!.includes(`'unsafe-eval'`), host);
    }
    for (const host of ['www.xchange.example', 'localhost.example.com', '10.0.0.5:8080']) {
      const csp = (await get('/', { host })).headers['content-security-policy'] as string;
      assert.doesNotMatch(csp, /localhost|127\.0\.0\.1|ws:/, host);
    }
  });

  it('tells the shell to honour remote overrides on this machine only, and the CSP hash covers that config', async () => {
    const configOf = (body: string) => /window\.__XCHANGE_CONFIG__=(\{[^}]*\})/.exec(body)![1]!;
    for (const [host, overrides] of [
      ['localhost:8080', true],
      ['www.xchange.example', false],
    ] as const) {
      const page = await get('/', { host });
      assert.equal(JSON.parse(configOf(page.body)).remoteOverrides === true, overrides, host);
      const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)![1]!;
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      assert.ok(
        directives(page.headers['content-security-policy'] as string)
          .get('script-src')!
          .includes(hash),
        host,
      );
    }
  });

  it('sends HSTS only when the request came over TLS', async () => {
    // The fixture's API app trusts no proxy: a forged X-Forwarded-Proto must not switch HSTS on.
    assert.equal((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'], undefined);

    const app = Fastify({ trustProxy: '127.0.0.1' });
    registerSecurityHeaders(app, { remotesFile: path.join(fx.root, 'remotes.json'), config: { launched: true, testPayments: false } });
    app.get('/x', async () => 'x');
    try {
      const proxied = await app.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      assert.equal(proxied.headers['strict-transport-security'], hstsValue);
      const untrusted = await app.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
      assert.equal(untrusted.headers['strict-transport-security'], undefined);
      const plain = await app.inject({ url: '/x', remoteAddress: '127.0.0.1' });
      assert.equal(plain.headers['strict-transport-security'], undefined);
    } finally {
      await app.close();
    }
  });
});

describe('a staging site started with REMOTE_OVERRIDES=on', () => {
  it("lets every page load a remote's dev server and tells the shell to honour overrides", async () => {
    const fx = await createFixture(true, {}, { REMOTE_OVERRIDES: 'on' });
    try {
      const page = await fx.gateway.app.inject({ url: '/xchangeShop', headers: { host: 'staging.xchange.example' } });
      assert.match(page.body, /"remoteOverrides":true/);
      assert.match(page.headers['content-security-policy'] as string, /script-src [^;]*http:\/\/localhost:\*/);
    } finally {
      await fx.cleanup();
    }
  });
});

describe('security headers with a broken remotes.json', () => {
  it('still answers the API with the headers', async () => {
    const fx = await createFixture();
    try {
      await writeFile(path.join(fx.root, 'remotes.json'), '{ not json');
      const res = await fx.gateway.app.inject({ method: 'GET', url: '/api/v1/health' });
      assert.equal(res.statusCode, 200);
      assert.match(res.headers['content-security-policy'] as string, /frame-ancestors 'none'/);
    } finally {
      await fx.cleanup();
    }
  });
});

describe('remote origins', () => {
  it('skips same-origin paths and keeps each other origin once', () => {
    assert.deepEqual(
      remoteOrigins({
        a: '/remotes/a/mf-manifest.json',
        b: 'https://cdn.example.com/b/mf-manifest.json',
        c: 'https://cdn.example.com:8443/c/mf-manifest.json',
        d: 'https://cdn.example.com/d/mf-manifest.json',
      }),
      ['https://cdn.example.com', 'https://cdn.example.com:8443'],
    );
    assert.doesNotMatch(contentSecurityPolicy({ a: '/remotes/a/mf-manifest.json' }, { launched: true, testPayments: false }), /https?:/);
  });
});
