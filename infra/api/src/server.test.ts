import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';

const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-server-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  test('NODE_ENV=production with settings missing exits non-zero, one readable line per problem', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'too-short' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.equal(
      run.stderr,
      [
        'The API cannot start, its configuration is invalid:',
        '  - JWT_SECRET must be at least 32 bytes long (e.g. `openssl rand -hex 32`)',
        '  - DATABASE_URL must be set in production: the embedded database under DATA_DIR is for trying the site on one machine',
        '  - PUBLIC_URL must be set in production: the address of the site (e.g. https://xchange.example.com), used in mail links and the sitemap',
        '  - Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to run the built-in test checkout (no money is taken)',
        '',
      ].join('\n'),
    );
    assert.deepEqual(readdirSync(dataDir), [], 'nothing was created: no database, no generated secret');
  });
});
