import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { deploymentSettings, type PaymentsMode } from './config-production.ts';
import { repoRoot } from './paths.ts';

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const optionalText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => s || undefined),
  ),
);
const url = (protocols: string[], message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || (URL.canParse(s) && protocols.includes(new URL(s).protocol)), message),
      v.transform((s) => s || undefined),
    ),
  );

/** A whole number of at least 1; unset or blank is the default. */
const countAtLeastOne = (name: string, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s ? Number(s) : fallback)),
      v.check((n) => Number.isInteger(n) && n >= 1, `${name} must be a whole number of at least 1`),
    ),
    String(fallback),
  );

const envSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number between 1 and 65535'),
      v.transform(Number),
      v.minValue(1, 'PORT must be a whole number between 1 and 65535'),
      v.maxValue(65535, 'PORT must be a whole number between 1 and 65535'),
    ),
    '8081',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'DATABASE_URL must be a URL like postgres://user@host:5432/dbname'),
  DATA_DIR: optionalText,
  JWT_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || Buffer.byteLength(s) >= 32, 'JWT_SECRET must be at least 32 bytes long (e.g. `openssl rand -hex 32`)'),
      v.transform((s) => s || undefined),
    ),
  ),
  LAUNCHED: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['true', 'false', '1', '0', 'yes', 'no'], 'LAUNCHED must be true or false'),
      v.transform((s) => ['true', '1', 'yes'].includes(s)),
    ),
    'true',
  ),
  SMTP_URL: url(['smtp:', 'smtps:'], 'SMTP_URL must be a URL like smtp://user:pass@host:587 or smtps://host:465'),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || /^(sk|rk)_/.test(s), 'STRIPE_SECRET_KEY must start with sk_ or rk_'),
      v.transform((s) => s || undefined),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || s.startsWith('whsec_'), 'STRIPE_WEBHOOK_SECRET must start with whsec_'),
      v.transform((s) => s || undefined),
    ),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || s.startsWith('pk_'), 'STRIPE_PUBLISHABLE_KEY must start with pk_'),
      v.transform((s) => s || undefined),
    ),
  ),
  PUBLIC_URL: url(['http:', 'https:'], 'PUBLIC_URL must be a URL like https://xchange.example.com'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(true|false|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
        'TRUST_PROXY must be true, false or a comma-separated list of proxy addresses',
      ),
      v.transform((s) => (s === 'true' ? true : s === 'false' ? false : s.split(/\s*,\s*/))),
    ),
    'false',
  ),
  RATE_LIMIT_TRUSTED_IPS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^([\d.:a-fA-F]+(\s*,\s*[\d.:a-fA-F]+)*)?$/, 'RATE_LIMIT_TRUSTED_IPS must be a comma-separated list of IP addresses'),
      v.transform((s) => (s ? s.split(/\s*,\s*/) : [])),
    ),
    '',
  ),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('SUPPORT_EMAIL must be an email address')), 'support@xchange.test'),
  LEASING_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('LEASING_EMAIL must be an email address')), 'leasing@xchange.test'),
  SELLER_UPLOADS_PER_HOUR: countAtLeastOne('SELLER_UPLOADS_PER_HOUR', 120),
  SELLER_STORAGE_QUOTA_MB: countAtLeastOne('SELLER_STORAGE_QUOTA_MB', 2048),
  API_KEY_REQUESTS_PER_MINUTE: countAtLeastOne('API_KEY_REQUESTS_PER_MINUTE', 120),
  REDIS_URL: url(['redis:', 'rediss:'], 'REDIS_URL must be a URL like redis://host:6379/0 or rediss://user:pass@host:6380'),
  REDIS_PREFIX: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9:_.-]{1,40}$/, 'REDIS_PREFIX must be 1-40 letters, digits or : _ . -')),
    'xchange:',
  ),
  WORKERS: countAtLeastOne('WORKERS', 1),
  EMBEDDED_DB: v.optional(
    v.picklist(['postgres', 'pglite'], 'EMBEDDED_DB must be postgres (the embedded PostgreSQL server) or pglite (in this process)'),
    'postgres',
  ),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: url(['http:', 'https:'], 'S3_ENDPOINT must be a URL like https://s3.eu-central-1.amazonaws.com or http://minio:9000'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['true', 'false', '1', '0', ''], 'S3_FORCE_PATH_STYLE must be true or false'),
      v.transform((s) => s === 'true' || s === '1'),
    ),
    '',
  ),
  LOG_LEVEL: v.optional(v.picklist(levels, `LOG_LEVEL must be one of ${levels.join(', ')}`), 'info'),
});

// values that may hold credentials are never echoed back in an error
const secretKeys = new Set([
  'JWT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'REDIS_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

/** Where media live when S3_BUCKET is set: an S3 bucket (AWS or any S3-compatible store). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Both keys, or none (the SDK's own chain: instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  mediaDir: string;
  outboxDir: string;
  jwtSecret: string;
  launched: boolean;
  smtpUrl: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** With the secret key: checkouts open as Stripe's Embedded Checkout inside our pages (sent to the browser). */
  stripePublishableKey: string | undefined;
  publicUrl: string;
  /** Whether X-Forwarded-* headers are believed (client IPs for rate limits); only behind a proxy you run. */
  trustProxy: boolean | string[];
  /** Addresses exempt from the per-IP request limits (a test harness or load generator); per-account limits still apply. */
  rateLimitTrustedIps: string[];
  logLevel: (typeof levels)[number];
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  /** Where Lease to Own applications are mailed. */
  leasingEmail: string;
  /** Product upload requests one seller may start per clock hour. */
  sellerUploadsPerHour: number;
  /** Megabytes all of one seller's stored product media may take. */
  sellerStorageQuotaMb: number;
  /** Requests one seller API key may send per minute (docs/product.md §2.12). */
  apiKeyRequestsPerMinute: number;
  /** Shared state of several API processes (rate limits, live fan-out, caches); unset: kept in this process. */
  redisUrl: string | undefined;
  /** Start of every Redis key and channel of this site. */
  redisPrefix: string;
  /** API processes the gateway runs on its one port (Node's cluster). */
  workers: number;
  /** The database without DATABASE_URL: the embedded PostgreSQL server (default) or PGlite inside this process. */
  embeddedDb: 'postgres' | 'pglite';
  /** Media in an S3 bucket instead of DATA_DIR/media. */
  s3: S3Settings | undefined;
  /** NODE_ENV=production: every setting a real deployment needs was checked at start. */
  production: boolean;
  /** 'test': the built-in test checkout takes the payments (no money) and the site says so on every page. */
  payments: PaymentsMode;
  /** Whether an empty database is seeded with the demo accounts and listings. */
  seedDemo: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`The API cannot start, its configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; creates DATA_DIR and a persisted JWT secret when none is given. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const known = Object.fromEntries(
    Object.keys(envSchema.entries)
      .filter((k) => env[k] !== undefined)
      .map((k) => [k, env[k]]),
  );
  const r = v.safeParse(envSchema, known, { abortPipeEarly: true });
  const deployment = deploymentSettings(env);
  const scale = r.success ? scaleProblems(r.output, deployment.settings.production) : [];
  if (!r.success || deployment.problems.length > 0 || scale.length > 0) {
    const problems = (r.issues ?? []).map((i) => {
      const key = String(i.path?.[0]?.key ?? '');
      const shown = secretKeys.has(key) ? '' : ` (got ${JSON.stringify(env[key])})`;
      return i.message.startsWith(key) ? `${i.message}${shown}` : `${key}: ${i.message}${shown}`;
    });
    throw new ConfigError([...problems, ...deployment.problems, ...scale]);
  }
  const e = r.output;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    launched: e.LAUNCHED,
    smtpUrl: e.SMTP_URL,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    rateLimitTrustedIps: e.RATE_LIMIT_TRUSTED_IPS,
    logLevel: e.LOG_LEVEL,
    supportEmail: e.SUPPORT_EMAIL,
    leasingEmail: e.LEASING_EMAIL,
    sellerUploadsPerHour: e.SELLER_UPLOADS_PER_HOUR,
    sellerStorageQuotaMb: e.SELLER_STORAGE_QUOTA_MB,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    workers: e.WORKERS,
    embeddedDb: e.EMBEDDED_DB,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    ...deployment.settings,
  };
}

type Env = v.InferOutput<typeof envSchema>;

/** Settings that only make sense together: several processes, Redis, the embedded database, S3. */
function scaleProblems(e: Env, production: boolean): string[] {
  const problems: string[] = [];
  if (e.WORKERS > 1 && !e.DATABASE_URL && e.EMBEDDED_DB === 'pglite')
    problems.push('WORKERS above 1 needs a database server the processes share: unset EMBEDDED_DB=pglite or set DATABASE_URL');
  if (production && e.WORKERS > 1 && !e.REDIS_URL)
    problems.push(
      'REDIS_URL must be set in production when WORKERS is above 1: without it each process keeps its own rate limits, so together they would allow WORKERS times as many tries',
    );
  const s3Set = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => e[k as keyof Env] !== undefined);
  if (!e.S3_BUCKET && s3Set.length) problems.push(`S3_BUCKET must be set with ${s3Set.join(', ')}: it names the bucket media go to`);
  if (e.S3_BUCKET && !e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine role');
  if (production && e.S3_BUCKET && !e.S3_REGION && !e.S3_ENDPOINT)
    problems.push('S3_REGION must be set in production with S3_BUCKET (or S3_ENDPOINT for an S3-compatible store)');
  return problems;
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(s) >= 32) return s;
  }
  const s = randomBytes(48).toString('base64url');
  writeFileSync(file, `${s}\n`, { mode: 0o600 });
  return s;
}
