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
  LOG_LEVEL: v.optional(v.picklist(levels, `LOG_LEVEL must be one of ${levels.join(', ')}`), 'info'),
});

// values that may hold credentials are never echoed back in an error
const secretKeys = new Set(['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

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
  if (!r.success || deployment.problems.length > 0) {
    const problems = (r.issues ?? []).map((i) => {
      const key = String(i.path?.[0]?.key ?? '');
      const shown = secretKeys.has(key) ? '' : ` (got ${JSON.stringify(env[key])})`;
      return i.message.startsWith(key) ? `${i.message}${shown}` : `${key}: ${i.message}${shown}`;
    });
    throw new ConfigError([...problems, ...deployment.problems]);
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
    ...deployment.settings,
  };
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
