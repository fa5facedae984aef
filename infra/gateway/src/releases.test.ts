import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildGateway, type Gateway } from './gateway.ts';
import { releaseFolder } from './releases.ts';
import { configMarker } from './shell-html.ts';
import { bigScript, fakeApi } from './test/gateway-fixture.ts';

async function put(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

describe('release folders', () => {
  let root: string;
  let gateway: Gateway;
  let remotesFile: string;
  const id = '20261123T184500Z-1a2b3c4';
  const get = (url: string) => gateway.app.inject({ method: 'GET', url });

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'xchange-releases-'));
    const shell = path.join(root, 'shell', 'dist');
    const releases = path.join(root, 'releases');
    await put(path.join(shell, 'index.html'), `<!doctype html><html><head>${configMarker}</head><body></body></html>`);
    await put(path.join(root, 'mf-shop', 'dist', 'mf-manifest.json'), '{"id":"shop","build":"workspace"}');
    await put(path.join(releases, 'shop', id, 'mf-manifest.json'), '{"id":"shop","build":"release"}');
    await put(path.join(releases, 'shop', id, 'remoteEntry.js'), bigScript);
    await put(path.join(releases, 'shop', id, '77.deadbeef.js'), bigScript);
    await put(path.join(releases, 'secret.txt'), 'not a release');
    remotesFile = path.join(root, 'remotes.json');
    await put(remotesFile, JSON.stringify({ shop: '/remotes/shop/mf-manifest.json' }));
    gateway = await buildGateway({
      env: {},
      launched: true,
      dist: { shell, remotes: { shop: path.join(root, 'mf-shop', 'dist') }, releases },
      remotesFile,
      createApi: fakeApi,
    });
  });
  after(async () => {
    await gateway.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a release build with entry files revalidated and hashed chunks immutable', async () => {
    const manifest = await get(`/releases/shop/${id}/mf-manifest.json`);
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.json().build, 'release');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal((await get(`/releases/shop/${id}/remoteEntry.js`)).headers['cache-control'], 'no-cache');
    assert.equal((await get(`/releases/shop/${id}/77.deadbeef.js`)).headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('answers 404 outside a release folder, for an unknown remote or a malformed id', async () => {
    for (const url of [
      `/releases/shop/${id}/missing.js`,
      '/releases/shop/nope/mf-manifest.json',
      `/releases/nope/${id}/mf-manifest.json`,
      '/releases/shop/../secret.txt',
      '/releases/shop/%2e%2e/secret.txt',
      `/releases/shop/${id}/../../secret.txt`,
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /__XCHANGE_REMOTES__|not a release/, url);
    }
  });

  it('inlines the switched remote map on the next page load, without a restart', async () => {
    assert.match((await get('/')).body, /"shop":"\/remotes\/shop\/mf-manifest\.json"/);
    await writeFile(remotesFile, JSON.stringify({ shop: `/releases/shop/${id}/mf-manifest.json` }));
    assert.match((await get('/')).body, new RegExp(`"shop":"/releases/shop/${id}/mf-manifest\\.json"`));
    assert.equal((await get('/remotes.json')).json().shop, `/releases/shop/${id}/mf-manifest.json`);
  });

  it('resolves only known remotes and well-formed ids', () => {
    assert.equal(releaseFolder('/r', 'shop', id), path.join('/r', 'shop', id));
    for (const [name, bad] of [
      ['shop', '..'],
      ['shop', '.'],
      ['shop', 'a/b'],
      ['shop', ''],
      ['mf-shop', id],
      ['x', id],
    ] as const)
      assert.equal(releaseFolder('/r', name, bad), null, `${name} ${bad}`);
    assert.equal(releaseFolder(undefined, 'shop', id), null);
  });
});
