import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  pruneReleases,
  releaseId,
  releasePaths,
  releasesToKeep,
  releaseUrl,
  remoteName,
  rollbackTarget,
  sharedVersionConflict,
  switchRemote,
} from './release.mjs';

const script = fileURLToPath(new URL('./release.mjs', import.meta.url));

describe('release and rollback', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xchange-release-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const env = { RELEASES_DIR: path.join(dir, 'releases'), REMOTES_FILE: path.join(dir, 'remotes.json') };
  const paths = releasePaths(env);
  const original = { marketing: '/remotes/marketing/mf-manifest.json', shop: '/remotes/shop/mf-manifest.json' };
  const current = () => JSON.parse(readFileSync(paths.remotesFile, 'utf8'));
  const history = () => JSON.parse(readFileSync(paths.historyFile, 'utf8'));
  const cli = (...args) => spawnSync(process.execPath, [script, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });

  it('switches one line of remotes.json atomically and records it', () => {
    mkdirSync(paths.releasesDir, { recursive: true });
    writeFileSync(paths.remotesFile, `${JSON.stringify(original, null, 2)}\n`);
    const from = switchRemote({ name: 'shop', url: releaseUrl('shop', 'A'), action: 'release', id: 'A', paths });
    assert.equal(from, original.shop);
    assert.deepEqual(current(), { ...original, shop: '/releases/shop/A/mf-manifest.json' });
    assert.deepEqual(readdirSync(dir).sort(), ['releases', 'remotes.json'], 'no temporary or lock file is left');
    assert.deepEqual(
      history().map((e) => [e.action, e.remote, e.from, e.to]),
      [['release', 'shop', original.shop, '/releases/shop/A/mf-manifest.json']],
    );
  });

  it('rolls back release by release to the map it started from, then refuses', () => {
    switchRemote({ name: 'shop', url: releaseUrl('shop', 'B'), action: 'release', id: 'B', paths });
    for (const id of ['A', 'B']) {
      mkdirSync(path.join(paths.releasesDir, 'shop', id), { recursive: true });
      writeFileSync(path.join(paths.releasesDir, 'shop', id, 'mf-manifest.json'), '{}');
    }
    assert.equal(rollbackTarget(history(), 'shop', releaseUrl('shop', 'B'), paths.remotesFile), releaseUrl('shop', 'A'));

    let run = cli('rollback', 'mf-shop');
    assert.equal(run.status, 0, run.stderr);
    assert.equal(current().shop, releaseUrl('shop', 'A'));
    run = cli('rollback', 'shop');
    assert.equal(run.status, 0, run.stderr);
    assert.equal(readFileSync(paths.remotesFile, 'utf8'), `${JSON.stringify(original, null, 2)}\n`);
    run = cli('rollback', 'mf-shop');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /No release of shop to roll back/);
    assert.deepEqual(
      history().map((e) => e.action),
      ['release', 'release', 'rollback', 'rollback'],
    );
  });

  it('refuses a rollback to a release folder that is gone', () => {
    switchRemote({ name: 'shop', url: releaseUrl('shop', 'C'), action: 'release', id: 'C', paths });
    switchRemote({ name: 'shop', url: releaseUrl('shop', 'D'), action: 'release', id: 'D', paths });
    const run = cli('rollback', 'mf-shop');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /no longer on disk/);
    assert.equal(current().shop, releaseUrl('shop', 'D'));
  });

  it('keeps the newest release folders and the live one, and deletes the rest', () => {
    const ids = ['20261101T000000Z-a', '20261102T000000Z-b', '20261103T000000Z-c', '20261104T000000Z-d'];
    for (const id of ids) mkdirSync(path.join(paths.releasesDir, 'admin', id), { recursive: true });
    mkdirSync(path.join(paths.releasesDir, 'admin', '.20261105T000000Z-e.partial'), { recursive: true });
    switchRemote({ name: 'admin', url: releaseUrl('admin', ids[0]), action: 'release', id: ids[0], paths });
    const left = () => readdirSync(path.join(paths.releasesDir, 'admin')).sort();

    assert.deepEqual(pruneReleases('admin', paths, 2), [ids[1]]);
    assert.deepEqual(
      left(),
      ['.20261105T000000Z-e.partial', ids[0], ids[2], ids[3]],
      'the live oldest one stays, a build in progress is not touched',
    );
    assert.deepEqual(pruneReleases('admin', paths, 2), []);
    assert.deepEqual(pruneReleases('marketing', paths, 2), [], 'a remote never released');
    assert.equal(releasesToKeep(undefined), 5);
    assert.equal(releasesToKeep('3'), 3);
    assert.throws(() => releasesToKeep('0'), /RELEASES_KEEP must be a whole number of at least 1, not "0"/);
    assert.throws(() => releasesToKeep('two'), /not "two"/);
  });

  it('names remotes and releases strictly', () => {
    assert.equal(remoteName('mf-shop'), 'shop');
    assert.equal(remoteName('admin'), 'admin');
    assert.throws(() => remoteName('mf-nope'), /Unknown remote "mf-nope": use one of mf-marketing, mf-shop/);
    assert.throws(() => remoteName(undefined), /Unknown remote/);
    assert.equal(releaseId(new Date('2026-11-23T18:45:00.123Z'), '1a2b3c4'), '20261123T184500Z-1a2b3c4');
    const run = cli('release', 'mf-shop', '--mark', '<script>');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /--mark takes/);
  });
});

describe('the ui version a release may run with', () => {
  const manifest = (ui, overlays = ui, tooltip = ui) => ({
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: '@xchange/ui', version: ui },
      { name: '@xchange/ui/overlays', version: overlays },
      { name: '@xchange/ui/tooltip', version: tooltip },
    ],
  });

  it("accepts the shell's ui version, whatever else differs", () => {
    assert.equal(sharedVersionConflict(manifest('0.1.0'), manifest('0.1.0')), null);
    assert.equal(sharedVersionConflict(manifest('0.1.0'), { shared: [{ name: 'react', version: '19.4.0' }] }), null, 'a remote without ui');
  });

  it('refuses another version of ui or of any of its entries and names each', () => {
    assert.equal(
      sharedVersionConflict(manifest('0.1.0'), manifest('0.2.0')),
      '@xchange/ui 0.2.0 (the shell runs 0.1.0), @xchange/ui/overlays 0.2.0 (the shell runs 0.1.0), @xchange/ui/tooltip 0.2.0 (the shell runs 0.1.0)',
    );
    assert.match(sharedVersionConflict(manifest('0.1.0'), manifest('0.1.0', '0.1.1')), /^@xchange\/ui\/overlays 0\.1\.1/);
    assert.match(
      sharedVersionConflict(manifest('0.1.0'), manifest('0.1.0', '0.1.0', '0.1.2')),
      /^@xchange\/ui\/tooltip 0\.1\.2 \(the shell runs 0\.1\.0\)$/,
    );
  });
});
