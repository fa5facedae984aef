import assert from 'node:assert/strict';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { configMarker } from '../shell-html.ts';
import { createFixture, type Fixture } from '../test/gateway-fixture.ts';
import { firstViewProblem, firstViewSettings } from './settings.ts';

const slot = '<section id="mf-shop" data-remote="shop">';
const shellPage = `<!doctype html><html><head>${configMarker}<title>The Xchange Marketplace</title><script defer="defer" src="/main.js"></script></head><body><main>${slot}</section></main></body></html>`;

/**
 * A server entry as a remote's build writes it: it asks the API through the fetch it is handed (so the answer comes
 * from the gateway's own API app) and draws the listing, the layout it was asked for, or fails or dawdles on request.
 */
const entry = (version: string) => `
exports.renderFirstView = async ({ url, apiBase, fetch, narrow, assetsBase }) => {
  if (url === '/xchangeShop?q=fails') throw new Error('the render broke');
  if (url === '/xchangeShop?q=poster') return { html: '<img src="' + assetsBase + 'assets/poster.jpg" alt="">', stateTag: '' };
  if (url === '/xchangeShop?q=late') return new Promise((resolve) => setTimeout(resolve, 1500, { html: '<h1>Late</h1>', stateTag: '' }));
  if (url === '/xchangeShop?q=nothing') return null;
  const id = url.split('/')[2];
  const answer = await fetch(apiBase + '/product/' + id);
  if (!answer.ok) return null;
  const listing = await answer.json();
  return {
    html: '<h1>' + listing.productname + '</h1><p>' + (narrow ? 'phone' : 'desk') + ' ${version}</p>',
    stateTag: '<script type="application/json" id="xchange-ssr-shop">{"url":"' + url + '"}</script>',
  };
};`;

const rendered = (body: string) => body.split(slot.replace('>', ' data-server-rendered>'))[1]?.split('</section>')[0];

async function siteWithEntry(launched = true, env: NodeJS.ProcessEnv = { FIRST_VIEW_MS: '300' }): Promise<Fixture> {
  const fx = await createFixture(launched, {}, env);
  await writeFile(path.join(fx.root, 'shell', 'dist', 'index.html'), shellPage);
  await writeFile(path.join(fx.root, 'shell', 'dist', 'startup.json'), JSON.stringify({ startup: ['main.js'] }));
  await mkdir(path.join(fx.root, 'mf-shop', 'dist', 'server'), { recursive: true });
  await writeFile(path.join(fx.root, 'mf-shop', 'dist', 'server', 'server.cjs'), entry('v1'));
  return fx;
}

describe("a visitor's page with its remote's first view rendered in", () => {
  let fx: Fixture;
  before(async () => {
    fx = await siteWithEntry();
  });
  after(async () => {
    await fx.cleanup();
  });
  const get = (url: string, headers: Record<string, string> = {}) => fx.gateway.app.inject({ method: 'GET', url, headers });

  it('carries the markup in the remote’s slot, marked until it hydrates, and the answers before </body>', async () => {
    const res = await get('/product/7');
    assert.equal(res.statusCode, 200);
    assert.equal(rendered(res.body), '<h1>Keysight DSOX3034A oscilloscope</h1><p>desk v1</p>');
    assert.match(res.body, /<script type="application\/json" id="xchange-ssr-shop">\{"url":"\/product\/7"\}<\/script><\/body>/);
    assert.match(String(res.headers.vary), /cookie, sec-ch-ua-mobile, user-agent/);
    // drawn already: it asks for its scripts only after it has painted, from the template the config script starts
    const [head, template] = res.body.split('<template id="xchange-after-paint">');
    assert.doesNotMatch(head!, /rel="preload"|src="\/main\.js"/);
    assert.match(
      template!,
      /^<link rel="preload" as="script" href="\/main\.js"><script defer="defer" src="\/main\.js"><\/script><\/template>/,
    );
    assert.match(head!, /getElementById\("xchange-after-paint"\)/);
  });

  it('tells the entry where the page loads the remote from, for the files its markup points at', async () => {
    assert.equal(rendered((await get('/xchangeShop?q=poster')).body), '<img src="/remotes/shop/assets/poster.jpg" alt="">');
  });

  it('draws a phone’s layout for a phone, by its client hint or its user agent', async () => {
    assert.match(rendered((await get('/product/7', { 'sec-ch-ua-mobile': '?1' })).body)!, /phone/);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    assert.match(rendered((await get('/product/7', { 'user-agent': iphone })).body)!, /phone/);
  });

  it('leaves the page to the browser for a remembered user, a failed, empty or late render and a missing listing', async () => {
    for (const [url, headers] of [
      ['/product/7', { cookie: 'theme=dark; token=abc.def' }],
      ['/xchangeShop?q=fails', {}],
      ['/xchangeShop?q=nothing', {}],
      ['/xchangeShop?q=late', {}],
      ['/product/8', {}],
    ] as const) {
      const res = await get(url, headers);
      assert.equal(rendered(res.body), undefined, url);
      assert.ok(res.body.includes(`${slot}</section>`), `${url}: the empty slot, for the browser to fill`);
      assert.doesNotMatch(res.body, /xchange-ssr-shop/);
      // the browser draws it with those scripts: they are asked for at once
      assert.match(
        res.body,
        /<head>.*<link rel="preload" as="script" href="\/main\.js">.*<script defer="defer" src="\/main\.js"><\/script>.*<\/head>/,
        url,
      );
      assert.doesNotMatch(res.body, /<template/, url);
    }
  });

  it('renders with a rebuilt entry once the build is written again', async () => {
    const file = path.join(fx.root, 'mf-shop', 'dist', 'server', 'server.cjs');
    await writeFile(file, entry('v2'));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    assert.match(rendered((await get('/product/7')).body)!, /desk v2/);
  });

  it('never hands a build’s server entry to a browser', async () => {
    assert.equal((await get('/remotes/shop/server/server.cjs')).statusCode, 404);
    assert.equal((await get('/remotes/shop/remoteEntry.js')).statusCode, 200);
  });
});

describe('pages the gateway never renders on the server', () => {
  it('are every page with FIRST_VIEW=off, and before launch a page a visitor is sent away from', async () => {
    for (const [launched, env, url] of [
      [true, { FIRST_VIEW: 'off' }, '/product/7'],
      [false, {}, '/product/7'],
    ] as const) {
      const fx = await siteWithEntry(launched, env);
      try {
        const res = await fx.gateway.app.inject({ method: 'GET', url });
        assert.equal(rendered(res.body), undefined, `${url} with ${JSON.stringify(env)}, launched ${launched}`);
      } finally {
        await fx.cleanup();
      }
    }
  });
});

describe('first view settings', () => {
  it('are on by default, with a time limit a page waits at most', () => {
    assert.deepEqual(firstViewSettings({}), { timeoutMs: 350, maxInFlight: 4 });
    assert.deepEqual(firstViewSettings({ FIRST_VIEW: 'on', FIRST_VIEW_MS: '800' }), { timeoutMs: 800, maxInFlight: 4 });
    assert.equal(firstViewSettings({ FIRST_VIEW: 'off' }), null);
  });

  it('refuse a value they do not understand, saying which', () => {
    assert.throws(() => firstViewSettings({ FIRST_VIEW: 'yes' }), /FIRST_VIEW must be "on" or "off", not "yes"/);
    for (const ms of ['0', '-5', '2.5', '1e3', '20000', ''])
      assert.throws(() => firstViewSettings({ FIRST_VIEW_MS: ms }), /FIRST_VIEW_MS must be a whole number of milliseconds/, ms);
    // what the gateway prints before it starts, and exits
    assert.equal(firstViewProblem({ FIRST_VIEW: 'of' }), 'FIRST_VIEW must be "on" or "off", not "of".');
    assert.equal(firstViewProblem({ FIRST_VIEW_MS: '500' }), undefined);
  });
});
