import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkApiConfig, withGatewayDefaults } from './gateway.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-gateway-start-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

describe('gateway start', () => {
  it('NODE_ENV=production with settings missing exits non-zero before building or serving, one line per problem', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        SKIP_BUILD: '1',
        PUBLIC_URL: 'https://xchange.example.com',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.equal(run.stdout, '');
    assert.equal(
      run.stderr,
      [
        'The API cannot start, its configuration is invalid:',
        '  - DATABASE_URL must be set in production: the embedded database under DATA_DIR is for trying the site on one machine',
        '  - JWT_SECRET must be set in production (at least 32 bytes, e.g. `openssl rand -hex 32`); it is never generated into DATA_DIR there',
        '  - Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to run the built-in test checkout (no money is taken)',
        '',
      ].join('\n'),
    );
  });
});

describe('gateway settings', () => {
  it("hands its default port to the API, so PUBLIC_URL's default names the site and not the API's 8081", async () => {
    assert.equal(withGatewayDefaults({}).PORT, '8080');
    assert.equal(withGatewayDefaults({ PORT: '4181' }).PORT, '4181');
    // a specifier tsc does not follow, as in gateway.ts: the gateway's typecheck must not compile the API
    const api = (await import('@xchange/' + 'api')) as { loadConfig(env: NodeJS.ProcessEnv): { publicUrl: string } };
    assert.equal(api.loadConfig(withGatewayDefaults({ DATA_DIR: dataDir })).publicUrl, 'http://localhost:8080');
    assert.equal(await checkApiConfig(withGatewayDefaults({ DATA_DIR: dataDir })), undefined);
  });
});
