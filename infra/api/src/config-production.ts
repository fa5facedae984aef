/** How seller payments are taken: Stripe, or the built-in test checkout that takes no money. */
export type PaymentsMode = 'stripe' | 'test';

export interface DeploymentSettings {
  production: boolean;
  payments: PaymentsMode;
  /** Whether an empty database gets the demo accounts and listings. */
  seedDemo: boolean;
}

const set = (env: NodeJS.ProcessEnv, key: string) => (env[key] ?? '').trim() !== '';
const flag = (env: NodeJS.ProcessEnv, key: string) => ['true', '1', 'yes'].includes((env[key] ?? '').trim().toLowerCase());
const badFlag = (env: NodeJS.ProcessEnv, key: string) =>
  set(env, key) && !['true', '1', 'yes', 'false', '0', 'no'].includes(env[key]!.trim().toLowerCase());

/**
 * NODE_ENV, PAYMENTS and SEED_DEMO read together: production refuses what only suits one person trying the site
 * (an embedded database, a generated secret, localhost links, payments that take no money unless asked for).
 */
export function deploymentSettings(env: NodeJS.ProcessEnv): { settings: DeploymentSettings; problems: string[] } {
  const production = (env.NODE_ENV ?? '').trim() === 'production';
  const explicit = (env.PAYMENTS ?? '').trim().toLowerCase();
  const hasKey = set(env, 'STRIPE_SECRET_KEY');
  const hasWebhook = set(env, 'STRIPE_WEBHOOK_SECRET');
  const problems: string[] = [];

  if (explicit !== '' && explicit !== 'stripe' && explicit !== 'test')
    problems.push(`PAYMENTS must be stripe or test (got ${JSON.stringify(env.PAYMENTS)})`);
  if (badFlag(env, 'SEED_DEMO')) problems.push(`SEED_DEMO must be 1 or 0 (got ${JSON.stringify(env.SEED_DEMO)})`);
  const payments: PaymentsMode = explicit === 'test' || explicit === 'stripe' ? explicit : hasKey ? 'stripe' : 'test';

  if (production) {
    if (!set(env, 'DATABASE_URL'))
      problems.push('DATABASE_URL must be set in production: the embedded database under DATA_DIR is for trying the site on one machine');
    if (!set(env, 'PUBLIC_URL'))
      problems.push(
        'PUBLIC_URL must be set in production: the address of the site (e.g. https://xchange.example.com), used in mail links and the sitemap',
      );
    if (!set(env, 'JWT_SECRET'))
      problems.push(
        'JWT_SECRET must be set in production (at least 32 bytes, e.g. `openssl rand -hex 32`); it is never generated into DATA_DIR there',
      );
    if (explicit === '' && !hasKey) {
      problems.push(
        'Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to run the built-in test checkout (no money is taken)',
      );
    }
  }
  if (explicit === 'stripe' && !hasKey) problems.push('STRIPE_SECRET_KEY must be set when PAYMENTS=stripe');
  if (payments === 'stripe' && hasKey && !hasWebhook && (production || explicit === 'stripe')) {
    problems.push('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without it no payment is ever confirmed');
  }
  const seedDemo = set(env, 'SEED_DEMO') ? flag(env, 'SEED_DEMO') : !production;
  return { settings: { production, payments, seedDemo }, problems };
}
