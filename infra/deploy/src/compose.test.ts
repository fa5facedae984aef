import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ConfigError, loadConfig } from '@xchange/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const raw = readFileSync(path.join(here, '..', 'compose.yaml'), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
}

/** What `docker compose` does with `${NAME:?message}` and `${NAME:-default}`: fills them from `vars`. */
function substitute(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) => {
    if (vars[name]) return vars[name];
    if (op === '-') return arg ?? '';
    throw new Error(`compose needs ${name}: ${arg}`);
  });
}

const vars = {
  PUBLIC_URL: 'https://xchange.example.com',
  JWT_SECRET: 'j'.repeat(64),
  POSTGRES_PASSWORD: 'pg-password-1',
  MINIO_PASSWORD: 'minio-password-1',
  SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};
/** Interpolates every string value, as compose does after reading the file (`$$` stays a literal `$`). */
const interpolate = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.includes('$$')
      ? value.replace(/\$\$/g, '$')
      : substitute(value, vars)
    : Array.isArray(value)
      ? value.map(interpolate)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v)]))
        : value;
const { services } = interpolate(parse(raw, { merge: true })) as { services: Record<string, Service> };
/** A service's environment as the container gets it: every value a string. */
const envOf = (s: Service) => Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, v == null ? '' : String(v)]));

describe('infra/deploy/compose.yaml', () => {
  test('has the production layout: proxy, app replicas, PostgreSQL, Redis, an S3-compatible store', () => {
    assert.deepEqual(Object.keys(services).sort(), ['app', 'minio', 'minio-bucket', 'postgres', 'proxy', 'redis']);
    assert.ok((services.app!.deploy?.replicas ?? 1) >= 2, 'several app replicas');
    assert.deepEqual(services.app!.build, { context: '../..', dockerfile: 'infra/deploy/Dockerfile' });
    for (const [name, image] of [
      ['proxy', /^caddy:2\./],
      ['postgres', /^postgres:1[78]$/],
      ['redis', /^redis:7\./],
      ['minio', /^minio\/minio:RELEASE\./],
      ['minio-bucket', /^minio\/mc:RELEASE\./],
    ] as const)
      assert.match(services[name]!.image ?? '', image, `${name} pins its image`);
  });

  test('every long-running service has a command and a health check, and starts after what it needs is healthy', () => {
    const checks: Record<string, RegExp> = {
      proxy: /wget .*2019/,
      app: /\/api\/v1\/ready/,
      postgres: /^CMD pg_isready/,
      redis: /^CMD redis-cli ping$/,
      minio: /^CMD mc ready local$/,
    };
    for (const [name, check] of Object.entries(checks)) {
      const s = services[name]!;
      assert.ok(s.command?.length, `${name} has a command`);
      assert.match(s.healthcheck!.test.join(' '), check, `${name}'s health check`);
    }
    assert.deepEqual(services.app!.command, ['pnpm', '--filter', '@xchange/gateway', 'start']);
    assert.deepEqual(services.app!.depends_on, {
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-bucket': { condition: 'service_completed_successfully' },
    });
    assert.deepEqual(services.proxy!.depends_on, { app: { condition: 'service_healthy' } });
    assert.match(services['minio-bucket']!.command!.join(' '), /mc mb --ignore-existing local\/xchange-media/);
  });

  test("the app's environment passes the API's production checks and points at the other services", () => {
    const env = envOf(services.app!);
    let config: ReturnType<typeof loadConfig>;
    try {
      config = loadConfig({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'xchange-compose-')) });
    } catch (e) {
      assert.fail(e instanceof ConfigError ? e.message : String(e));
    }
    assert.equal(config.production, true);
    assert.ok(config.workers >= 2, 'several processes per replica');
    assert.equal(new URL(config.databaseUrl!).host, 'postgres:5432');
    assert.equal(new URL(config.redisUrl!).host, 'redis:6379');
    assert.deepEqual([config.s3?.bucket, config.s3?.endpoint, config.s3?.forcePathStyle], ['xchange-media', 'http://minio:9000', true]);
    assert.equal(config.trustProxy, true, 'client addresses come from the proxy');
    assert.equal(env.POSTGRES_PASSWORD, undefined);
    assert.equal(envOf(services.postgres!).POSTGRES_PASSWORD, vars.POSTGRES_PASSWORD);
    assert.equal(envOf(services.minio!).MINIO_ROOT_PASSWORD, env.S3_SECRET_ACCESS_KEY);
  });

  test('compose refuses to start without the secrets, naming each', () => {
    assert.throws(() => substitute(raw, { ...vars, JWT_SECRET: '' }), /compose needs JWT_SECRET: set JWT_SECRET, at least 32 bytes/);
  });
});
