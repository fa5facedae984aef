import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFixture } from './test/gateway-fixture.ts';
import type { ApiSiteConfig } from './gateway.ts';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

async function policyOf(site: Partial<ApiSiteConfig>, host?: string) {
  const fx = await createFixture(true, site);
  try {
    const res = await fx.gateway.app.inject({ url: '/stripe', headers: host ? { host } : {} });
    return directives(res.headers['content-security-policy'] as string);
  } finally {
    await fx.cleanup();
  }
}

describe("Content-Security-Policy for Stripe's Embedded Checkout", () => {
  it('allows Stripe.js, its frames and its API when both Stripe keys are set', async () => {
    for (const host of ['www.xchange.example', 'localhost:8080']) {
      const csp = await policyOf({ payments: 'stripe', stripePublishableKey: 'pk_test_1' }, host);
      assert.ok(csp.get('script-src')!.includes('https://js.stripe.com'), host);
      assert.deepEqual(csp.get('frame-src'), [
        `'self'`,
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
        'https://checkout.stripe.com',
      ]);
      assert.ok(csp.get('connect-src')!.includes('https://api.stripe.com'), host);
      assert.ok(!csp.get('script-src')!.includes(`'unsafe-eval'`) && !csp.get('script-src')!.includes(`'unsafe-inline'`));
      assert.deepEqual(csp.get('frame-ancestors'), [`'none'`], 'nothing may frame our own pages still');
    }
  });

  it('allows nothing of Stripe without Stripe payments and a publishable key (hosted or test checkout leave the page)', async () => {
    for (const keys of [
      { payments: 'test' as const },
      { payments: 'stripe' as const },
      { payments: 'test' as const, stripePublishableKey: 'pk_test_1' },
    ]) {
      const csp = await policyOf(keys);
      assert.doesNotMatch([...csp.entries()].flat(2).join(' '), /stripe/, JSON.stringify(keys));
      assert.equal(csp.get('frame-src'), undefined, 'frames fall back to default-src');
    }
  });
});
