import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'xchange-config-scale-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  DATA_DIR: dir,
  DATABASE_URL: 'postgres://app@db:5432/xchange',
  PUBLIC_URL: 'https://xchange.example.com',
  JWT_SECRET: 'p'.repeat(32),
  PAYMENTS: 'test',
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

describe('scale-out settings (REDIS_URL, WORKERS, EMBEDDED_DB, S3_*)', () => {
  test('unset: one process, the embedded PostgreSQL, state in the process, media on disk', () => {
    const c = loadConfig({ DATA_DIR: dir });
    assert.deepEqual([c.workers, c.embeddedDb, c.redisUrl, c.redisPrefix, c.s3], [1, 'postgres', undefined, 'xchange:', undefined]);
  });

  test('bad values are named in plain words, and secrets are never echoed', () => {
    assert.deepEqual(
      problemsOf({
        DATA_DIR: dir,
        REDIS_URL: 'http://user:hunter2@cache:6379',
        WORKERS: 'three',
        EMBEDDED_DB: 'sqlite',
        S3_ENDPOINT: 'minio:9000',
      }),
      [
        'REDIS_URL must be a URL like redis://host:6379/0 or rediss://user:pass@host:6380',
        'WORKERS must be a whole number of at least 1 (got "three")',
        'EMBEDDED_DB must be postgres (the embedded PostgreSQL server) or pglite (in this process) (got "sqlite")',
        'S3_ENDPOINT must be a URL like https://s3.eu-central-1.amazonaws.com or http://minio:9000 (got "minio:9000")',
      ],
    );
  });

  test('settings that only work together', () => {
    assert.deepEqual(problemsOf({ DATA_DIR: dir, WORKERS: '3', EMBEDDED_DB: 'pglite' }), [
      'WORKERS above 1 needs a database server the processes share: unset EMBEDDED_DB=pglite or set DATABASE_URL',
    ]);
    assert.deepEqual(problemsOf({ DATA_DIR: dir, S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'AKIA1' }), [
      'S3_BUCKET must be set with S3_REGION, S3_ACCESS_KEY_ID: it names the bucket media go to',
    ]);
    assert.deepEqual(problemsOf({ DATA_DIR: dir, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIA1' }), [
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine role',
    ]);
  });

  test('production never fails open: several processes need Redis, and a bucket needs its region', () => {
    assert.deepEqual(problemsOf({ ...production, WORKERS: '4', S3_BUCKET: 'media' }), [
      'REDIS_URL must be set in production when WORKERS is above 1: without it each process keeps its own rate limits, so together they would allow WORKERS times as many tries',
      'S3_REGION must be set in production with S3_BUCKET (or S3_ENDPOINT for an S3-compatible store)',
    ]);
    const c = loadConfig({ ...production, WORKERS: '4', REDIS_URL: 'redis://cache:6379/0', S3_BUCKET: 'media', S3_REGION: 'eu-central-1' });
    assert.deepEqual(
      [c.workers, c.redisUrl, c.s3?.bucket, c.s3?.region, c.s3?.credentials],
      [4, 'redis://cache:6379/0', 'media', 'eu-central-1', undefined],
    );
  });
});
