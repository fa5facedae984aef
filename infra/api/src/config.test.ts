import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'xchange-config-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('config', () => {
  test('defaults: port 8081, launched, embedded database under DATA_DIR, generated JWT secret kept', () => {
    const c = loadConfig({ DATA_DIR: dir });
    assert.equal(c.port, 8081);
    assert.equal(c.launched, true);
    assert.equal(c.trustProxy, false);
    assert.equal(c.databaseUrl, undefined);
    assert.equal(c.pgliteDir, path.join(dir, 'pglite'));
    assert.ok(Buffer.byteLength(c.jwtSecret) >= 32);
    assert.equal(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim(), c.jwtSecret);
    assert.equal(loadConfig({ DATA_DIR: dir }).jwtSecret, c.jwtSecret, 'the secret survives a restart');
  });

  test('reads every variable', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/x',
      JWT_SECRET: 'x'.repeat(32),
      LAUNCHED: 'false',
      SMTP_URL: 'smtp://mail:587',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PUBLIC_URL: 'https://xchange.example.com',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      RATE_LIMIT_TRUSTED_IPS: '127.0.0.1, ::1',
    });
    assert.deepEqual(c.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
    assert.deepEqual(c.rateLimitTrustedIps, ['127.0.0.1', '::1']);
    assert.deepEqual(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).rateLimitTrustedIps, []);
    assert.deepEqual(
      [c.port, c.host, c.databaseUrl, c.launched, c.smtpUrl, c.stripeSecretKey, c.publicUrl, c.logLevel],
      [9000, '127.0.0.1', 'postgres://u@db:5432/x', false, 'smtp://mail:587', 'sk_test_1', 'https://xchange.example.com', 'debug'],
    );
  });

  test('invalid values are all listed in plain words', () => {
    const env = {
      DATA_DIR: dir,
      PORT: 'eighty',
      JWT_SECRET: 'short',
      DATABASE_URL: 'mysql://x',
      LAUNCHED: 'maybe',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_TRUSTED_IPS: 'everyone',
    };
    assert.throws(
      () => loadConfig(env),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.equal(e.problems.length, 6);
        assert.match(e.message, /RATE_LIMIT_TRUSTED_IPS must be a comma-separated list of IP addresses/);
        assert.match(e.message, /configuration is invalid/);
        assert.match(e.message, /PORT must be a whole number between 1 and 65535 \(got "eighty"\)/);
        assert.match(e.message, /JWT_SECRET must be at least 32 bytes long/);
        assert.match(e.message, /DATABASE_URL must be a URL like postgres:\/\//);
        assert.match(e.message, /LAUNCHED must be true or false/);
        assert.match(e.message, /LOG_LEVEL must be one of/);
        assert.doesNotMatch(e.message, /short|mysql/, 'secrets and URLs with credentials are not echoed');
        return true;
      },
    );
  });

  test('the seller upload limits default to 120 an hour and 2048 MB, take whole numbers and name a bad value', () => {
    const defaults = loadConfig({ DATA_DIR: dir, SELLER_UPLOADS_PER_HOUR: ' ' });
    assert.deepEqual([defaults.sellerUploadsPerHour, defaults.sellerStorageQuotaMb], [120, 2048]);
    const set = loadConfig({ DATA_DIR: dir, SELLER_UPLOADS_PER_HOUR: '5', SELLER_STORAGE_QUOTA_MB: ' 10 ' });
    assert.deepEqual([set.sellerUploadsPerHour, set.sellerStorageQuotaMb], [5, 10]);
    assert.throws(
      () => loadConfig({ DATA_DIR: dir, SELLER_UPLOADS_PER_HOUR: 'many', SELLER_STORAGE_QUOTA_MB: '0.5' }),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.deepEqual(e.problems, [
          'SELLER_UPLOADS_PER_HOUR must be a whole number of at least 1 (got "many")',
          'SELLER_STORAGE_QUOTA_MB must be a whole number of at least 1 (got "0.5")',
        ]);
        return true;
      },
    );
  });

  test('an out-of-range port is refused', () => {
    assert.throws(() => loadConfig({ DATA_DIR: dir, PORT: '70000' }), /PORT must be a whole number between 1 and 65535/);
  });

  test('DATA_DIR is created when missing', () => {
    const nested = path.join(dir, 'a', 'b');
    loadConfig({ DATA_DIR: nested });
    assert.ok(existsSync(nested));
  });
});
