import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeOrder } from './checkout.ts';
import { effectiveStatus } from './status.ts';
import { returnUrls, stripeSessionParams } from './stripe-session.ts';
import { escapeHtml, testCheckoutPage } from './test-checkout-page.ts';

describe('checkout parts', () => {
  test('the subscription is a yearly USD 999 Stripe subscription returning to the login dialog', () => {
    const p = stripeSessionParams({ sellerId: 7, email: 's@x.test', kind: 'subscription', credits: 0 }, 'https://xchange.example/');
    assert.equal(p.mode, 'subscription');
    assert.equal(p.client_reference_id, '7');
    assert.deepEqual(p.line_items?.[0]?.price_data, {
      currency: 'usd',
      unit_amount: 99900,
      recurring: { interval: 'year' },
      product_data: { name: 'Annual Subscription' },
    });
    assert.equal(p.success_url, 'https://xchange.example/loginpage?message=Payment%20Successful');
    assert.equal(p.cancel_url, 'https://xchange.example/loginpage?message=Payment%20Failed');
    assert.equal(p.subscription_data?.metadata?.sellerId, '7');
  });

  test('credits are a one-time payment of the credit price times the quantity', () => {
    const p = stripeSessionParams({ sellerId: 7, email: 's@x.test', kind: 'credits', credits: 4 }, 'http://localhost:8081');
    assert.equal(p.mode, 'payment');
    assert.equal(p.line_items?.[0]?.quantity, 4);
    assert.equal(p.line_items?.[0]?.price_data?.unit_amount, 500);
    assert.equal(p.metadata?.credits, '4');
    assert.deepEqual(describeOrder({ kind: 'credits', credits: 1 }), { description: '1 listing credit', amountCents: 500 });
    assert.equal(returnUrls('', 'credits').success, '/profile?message=Payment%20Successful');
  });

  test('active and past_due read as expired once the period has ended', () => {
    const past = new Date(Date.now() - 1);
    const future = new Date(Date.now() + 60_000);
    assert.equal(effectiveStatus({ status: 'active', currentPeriodEnd: past }), 'expired');
    assert.equal(effectiveStatus({ status: 'past_due', currentPeriodEnd: past }), 'expired');
    assert.equal(effectiveStatus({ status: 'active', currentPeriodEnd: future }), 'active');
    assert.equal(effectiveStatus({ status: 'canceled', currentPeriodEnd: past }), 'canceled');
    assert.equal(effectiveStatus({ status: 'pending', currentPeriodEnd: null }), 'pending');
  });

  test('the test checkout page escapes every value, also in attributes', () => {
    assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = testCheckoutPage(
      { id: 'tc_"><script>', description: '<img src=x onerror=alert(1)>', amountCents: 99900, email: 'a@b.c', status: 'pending' },
      (o) => `/pay/"${o}`,
    );
    assert.ok(!html.includes('<script>') && !html.includes('<img'));
    assert.ok(html.includes('action="/pay/&quot;complete"'));
  });
});
