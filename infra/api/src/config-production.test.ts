import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'xchange-config-production-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const complete = {
  NODE_ENV: 'production',
  DATA_DIR: dir,
  DATABASE_URL: 'postgres://app@db:5432/xchange',
  PUBLIC_URL: 'https://xchange.example.com',
  JWT_SECRET: 'p'.repeat(32),
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe('production mode', () => {
  test('refuses to start without the settings a deployment needs, one line per missing setting', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATA_DIR: dir });
    assert.deepEqual(problems, [
      'DATABASE_URL must be set in production: the embedded database under DATA_DIR is for trying the site on one machine',
      'PUBLIC_URL must be set in production: the address of the site (e.g. https://xchange.example.com), used in mail links and the sitemap',
      'JWT_SECRET must be set in production (at least 32 bytes, e.g. `openssl rand -hex 32`); it is never generated into DATA_DIR there',
      'Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to run the built-in test checkout (no money is taken)',
    ]);
    assert.equal(existsSync(path.join(dir, 'jwt-secret')), false, 'no secret was generated');
  });

  test('a short secret and a missing webhook secret are named alongside the other problems', () => {
    const problems = problemsOf({ ...complete, JWT_SECRET: 'short', STRIPE_WEBHOOK_SECRET: '' });
    assert.deepEqual(problems, [
      'JWT_SECRET must be at least 32 bytes long (e.g. `openssl rand -hex 32`)',
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without it no payment is ever confirmed',
    ]);
  });

  test('with every setting and Stripe keys it starts taking real payments and seeds nothing', () => {
    const c = loadConfig(complete);
    assert.deepEqual(
      [c.production, c.payments, c.seedDemo, c.jwtSecret, c.publicUrl],
      [true, 'stripe', false, 'p'.repeat(32), 'https://xchange.example.com'],
    );
  });

  test('PAYMENTS=test is the explicit way to run production without Stripe; SEED_DEMO=1 seeds the demo there', () => {
    const c = loadConfig({ ...complete, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', PAYMENTS: 'test', SEED_DEMO: '1' });
    assert.deepEqual([c.production, c.payments, c.seedDemo], [true, 'test', true]);
    assert.equal(loadConfig({ ...complete, PAYMENTS: 'test' }).payments, 'test', 'test mode even when keys are set');
  });

  test('outside production: test payments without keys, Stripe with a key, demo seeded unless SEED_DEMO=0', () => {
    const dev = loadConfig({ DATA_DIR: dir });
    assert.deepEqual([dev.production, dev.payments, dev.seedDemo], [false, 'test', true]);
    assert.equal(loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_1' }).payments, 'stripe');
    assert.equal(loadConfig({ DATA_DIR: dir, SEED_DEMO: '0' }).seedDemo, false);
    assert.equal(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }).production, false);
  });

  test('PAYMENTS and SEED_DEMO must be values we know, and PAYMENTS=stripe needs both keys', () => {
    assert.deepEqual(problemsOf({ DATA_DIR: dir, PAYMENTS: 'free', SEED_DEMO: 'maybe' }), [
      'PAYMENTS must be stripe or test (got "free")',
      'SEED_DEMO must be 1 or 0 (got "maybe")',
    ]);
    assert.deepEqual(problemsOf({ DATA_DIR: dir, PAYMENTS: 'stripe' }), ['STRIPE_SECRET_KEY must be set when PAYMENTS=stripe']);
    assert.deepEqual(problemsOf({ DATA_DIR: dir, PAYMENTS: 'Stripe', STRIPE_SECRET_KEY: 'sk_test_1' }), [
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without it no payment is ever confirmed',
    ]);
  });
});
