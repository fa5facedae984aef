import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildTargets, missingBuilds } from './ensure-built.ts';

describe('ensure built', () => {
  it('lists the shell and each remote whose build output is missing', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'xchange-built-'));
    try {
      await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
      await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<html></html>');
      await mkdir(path.join(root, 'mf-shop', 'dist'), { recursive: true });
      await writeFile(path.join(root, 'mf-shop', 'dist', 'mf-manifest.json'), '{}');
      const missing = missingBuilds(buildTargets(root)).map((t) => t.pkg);
      assert.deepEqual(missing, ['@xchange/mf-marketing', '@xchange/mf-buyer', '@xchange/mf-seller', '@xchange/mf-admin']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
