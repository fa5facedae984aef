import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, describe, test } from 'node:test';
import { openDb } from './client.ts';
import { FolderLockedError, lockFolder } from './folder-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'xchange-lock-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite folder lock', () => {
  test('a second opener of the same folder is refused with a clear message, then allowed after close', async () => {
    const dir = path.join(root, 'nested', 'pglite');
    const first = await openDb({ dataDir: dir });
    await assert.rejects(openDb({ dataDir: dir }), (e: unknown) => {
      assert.ok(e instanceof FolderLockedError);
      assert.match(e.message, /already open in process \d+/);
      assert.match(e.message, /DATABASE_URL/);
      return true;
    });

    const script = `import { openDb } from ${JSON.stringify(new URL('./client.ts', import.meta.url).href)};
      try { await openDb({ dataDir: ${JSON.stringify(dir)} }); console.log('opened'); } catch (e) { console.log(e.message); }`;
    const child = path.join(root, 'second-opener.mts');
    writeFileSync(child, script);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', child]);
    assert.match(stdout, new RegExp(`already open in process ${process.pid}`));

    await first.close();
    assert.ok(!existsSync(`${dir}.lock`));
    const again = await openDb({ dataDir: dir });
    await again.close();
  });

  test('a lock left by a process that no longer runs is taken over', () => {
    const dir = path.join(root, 'stale');
    writeFileSync(`${dir}.lock`, '999999999');
    const release = lockFolder(dir);
    release();
    assert.ok(!existsSync(`${dir}.lock`));
  });
});
