import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { preloadTags } from './preload-tags.ts';
import { remoteFilesOf } from './remote-files.ts';
import { routePreloads } from './route-preloads.ts';

/** A remote's mf-manifest.json as @module-federation/enhanced writes it (the fields the gateway reads). */
const manifest = (publicPath = 'auto') => ({
  id: 'shop',
  name: 'shop',
  metaData: {
    name: 'shop',
    publicPath,
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
    globalName: '__xchange_remote_shop',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'shop:app',
      name: 'app',
      path: './app',
      assets: { js: { sync: ['1828.5aedb3f9.js', 'app.193a4951.js'], async: ['72.f0b1d9f7.js'] } },
    },
  ],
});

describe("a remote's files from its MF 2.0 manifest", () => {
  it("resolves the entry and ./app's first scripts against the manifest's folder when the build left publicPath 'auto'", () => {
    assert.deepEqual(remoteFilesOf(manifest(), 'http://site.invalid/releases/shop/r42/mf-manifest.json'), {
      manifest: 'http://site.invalid/releases/shop/r42/mf-manifest.json',
      entry: 'http://site.invalid/releases/shop/r42/remoteEntry.js',
      scripts: ['http://site.invalid/releases/shop/r42/1828.5aedb3f9.js', 'http://site.invalid/releases/shop/r42/app.193a4951.js'],
    });
  });

  it('resolves them against an explicit public path', () => {
    const files = remoteFilesOf(manifest('https://cdn.example.com/shop/v3/'), 'https://cdn.example.com/shop/v3/mf-manifest.json');
    assert.equal(files?.entry, 'https://cdn.example.com/shop/v3/remoteEntry.js');
  });

  it('knows nothing of a manifest without an entry or with a computed public path', () => {
    assert.equal(
      remoteFilesOf({ id: 'shell', metaData: { publicPath: '/', remoteEntry: { name: '' } } }, 'http://site.invalid/m.json'),
      undefined,
    );
    assert.equal(
      remoteFilesOf({ metaData: { getPublicPath: 'return "/"', remoteEntry: { name: 'remoteEntry.js' } } }, 'http://x/m.json'),
      undefined,
    );
    assert.equal(remoteFilesOf('not a manifest', 'http://x/m.json'), undefined);
  });
});

describe('preload tags', () => {
  it('writes each file once, in order, path-only on this site, and marks the manifest fetch as CORS', () => {
    assert.equal(
      preloadTags([
        { href: '/main.js', as: 'script' },
        { href: 'http://site.invalid/remotes/shop/mf-manifest.json', as: 'fetch' },
        { href: 'https://cdn.example.com/a.js?x=1&y="2"', as: 'script' },
        { href: '/main.js', as: 'script' },
      ]),
      '<link rel="preload" as="script" href="/main.js">' +
        '<link rel="preload" as="fetch" href="/remotes/shop/mf-manifest.json" crossorigin>' +
        '<link rel="preload" as="script" href="https://cdn.example.com/a.js?x=1&amp;y=%222%22">',
    );
  });
});

describe('what a route preloads', () => {
  let root: string;
  const put = async (file: string, value: unknown) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(value));
  };
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'xchange-preload-'));
    await put(path.join(root, 'shell', 'startup.json'), {
      startup: ['bootstrap.1a2b3c4d.js', 'react.5e6f7a8b.js'],
      shared: {
        '@xchange/ui/controls': { js: ['1073.4afd8114.js'], consumes: ['react'] },
        react: { js: ['react.5e6f7a8b.js'], consumes: [] },
        '@xchange/contract/core': { js: ['8159.12345678.js'] },
      },
    });
    await put(path.join(root, 'shop', 'mf-manifest.json'), manifest());
    await put(path.join(root, 'shop', 'startup.json'), {
      exposes: { './app': { consumes: ['@xchange/ui/controls', '@xchange/shop-only', 'react'] } },
      shared: {
        '@xchange/shop-only': { js: ['55.0f0f0f0f.js'], consumes: ['@xchange/contract/core'] },
        react: { js: ['react.00000000.js'] },
        '@xchange/contract/core': { js: ['8159.87654321.js'] },
      },
    });
    await put(path.join(root, 'releases', 'shop', 'r42', 'mf-manifest.json'), manifest());
    await put(path.join(root, 'static', 'startup.json'), { startup: ['bootstrap.1a2b3c4d.js'], remotes: { shop: ['shop.99aa88bb.js'] } });
  });
  after(() => rm(root, { recursive: true, force: true }));
  const dist = (shell = 'shell') => ({
    shell: path.join(root, shell),
    remotes: { shop: path.join(root, 'shop') },
    releases: path.join(root, 'releases'),
  });
  const hrefs = (preloads: Array<{ href: string; as: string }>) => preloads.map((p) => `${p.as} ${p.href}`);
  const shell = ['script http://site.invalid/bootstrap.1a2b3c4d.js', 'script http://site.invalid/react.5e6f7a8b.js'];

  it("is the shell's startup scripts, then the manifest, entry and ./app scripts of the route's remote and the shared modules it consumes", async () => {
    const preloads = await routePreloads(dist())('/xchangeShop', { shop: '/remotes/shop/mf-manifest.json' });
    assert.deepEqual(hrefs(preloads), [
      'script http://site.invalid/bootstrap.1a2b3c4d.js',
      'script http://site.invalid/react.5e6f7a8b.js',
      'fetch http://site.invalid/remotes/shop/mf-manifest.json',
      'script http://site.invalid/remotes/shop/remoteEntry.js',
      'script http://site.invalid/remotes/shop/1828.5aedb3f9.js',
      'script http://site.invalid/remotes/shop/app.193a4951.js',
      // the shell's copy of what both provide, the shop's own copy of what only it provides, and what each copy consumes
      'script http://site.invalid/1073.4afd8114.js',
      'script http://site.invalid/react.5e6f7a8b.js',
      'script http://site.invalid/remotes/shop/55.0f0f0f0f.js',
      'script http://site.invalid/8159.12345678.js',
    ]);
  });

  it('follows remotes.json to a release, and to nothing for an unknown path, a remote it does not list or a missing file', async () => {
    const of = routePreloads(dist());
    assert.ok(
      hrefs(await of('/product/12', { shop: '/releases/shop/r42/mf-manifest.json' })).includes(
        'script http://site.invalid/releases/shop/r42/remoteEntry.js',
      ),
    );
    assert.deepEqual(hrefs(await of('/no-such-page', { shop: '/remotes/shop/mf-manifest.json' })), shell);
    assert.deepEqual(hrefs(await of('/xchangeShop', {})), shell);
    assert.deepEqual(hrefs(await of('/xchangeShop', { shop: '/releases/shop/gone/mf-manifest.json' })), shell);
    assert.deepEqual(hrefs(await of('/xchangeShop', { shop: '/releases/shop/../../shell/mf-manifest.json' })), shell);
  });

  it("takes a one-app build's remote chunks from its startup.json", async () => {
    const preloads = await routePreloads(dist('static'))('/xchangeShop', { shop: '/remotes/shop/mf-manifest.json' });
    assert.deepEqual(hrefs(preloads), ['script http://site.invalid/bootstrap.1a2b3c4d.js', 'script http://site.invalid/shop.99aa88bb.js']);
  });

  it('never makes a page wait for a manifest on another origin: it preloads from the copy fetched in the background', async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      if (!url.endsWith('/mf-manifest.json')) return new Response('', { status: 404 });
      return new Response(JSON.stringify(manifest('https://cdn.example.com/shop/v3/')));
    }) as typeof fetch;
    const of = routePreloads(dist(), { fetcher });
    const remotes = { shop: 'https://cdn.example.com/shop/v3/mf-manifest.json' };
    assert.deepEqual(hrefs(await of('/xchangeShop', remotes)), shell);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.ok(hrefs(await of('/xchangeShop', remotes)).includes('script https://cdn.example.com/shop/v3/remoteEntry.js'));
    assert.deepEqual(asked, ['https://cdn.example.com/shop/v3/mf-manifest.json', 'https://cdn.example.com/shop/v3/startup.json']);
  });
});
