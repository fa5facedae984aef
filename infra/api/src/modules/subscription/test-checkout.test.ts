import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

for (const driver of drivers) {
  describe(`built-in test checkout (${driver})`, () => {
    let t: TestApp;
    let seller: TestUser;
    let other: TestUser;
    const pay = (who: TestUser, reference: number) =>
      t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${reference}`, headers: who.auth });
    const subscription = async (who: TestUser) => (await t.app.inject({ url: '/api/v1/subscription', headers: who.auth })).json();
    const press = (url: string, outcome: 'complete' | 'fail') =>
      t.app.inject({
        method: 'POST',
        url: `${url}/${outcome}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });

    before(async () => {
      t = await createTestApp(driver);
      seller = await addTestUser(t, 'seller', { email: "o'brien+<b>@test.example" });
      other = await addTestUser(t, 'seller');
    });
    after(() => t.close());

    test('signup/stripe is for the seller itself only', async () => {
      assert.equal((await pay(seller, other.id)).statusCode, 403);
      const buyer = await addTestUser(t, 'buyer');
      assert.equal((await pay(buyer, buyer.id)).statusCode, 403);
      assert.equal((await t.app.inject({ method: 'POST', url: `/api/v1/signup/stripe?reference=${seller.id}` })).statusCode, 401);
    });

    test('the page is clearly a test, names what is bought, escapes values and has a strict CSP', async () => {
      const r = await pay(seller, seller.id);
      assert.equal(r.statusCode, 200);
      const { sessionId, url } = r.json();
      assert.equal(url, `/api/v1/test-checkout/${sessionId}`);
      const page = await t.app.inject({ url });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.match(String(page.headers['content-security-policy']), /default-src 'none'.*form-action 'self'/);
      assert.doesNotMatch(String(page.headers['content-security-policy']), /unsafe-inline/);
      for (const text of [
        'Test checkout — no real payment is taken',
        'Annual Subscription',
        '<dt>Amount</dt><dd>$999</dd>',
        'Complete payment',
        'Fail payment',
      ]) {
        assert.ok(page.body.includes(text), text);
      }
      assert.ok(page.body.includes('o&#39;brien+&lt;b&gt;@test.example'), 'the email is escaped');
      assert.ok(!page.body.includes('<b>@'), 'no raw markup from data');
      assert.ok(page.body.includes(`action="/api/v1/test-checkout/${sessionId}/complete"`));
      assert.equal((await t.app.inject({ url: '/api/v1/test-checkout/tc_doesnotexist123' })).statusCode, 404);
    });

    test('Fail payment returns to the failure dialog and leaves the subscription pending', async () => {
      const { url } = (await pay(seller, seller.id)).json();
      const r = await press(url, 'fail');
      assert.equal(r.statusCode, 303);
      assert.equal(r.headers.location, '/loginpage?message=Payment%20Failed');
      const s = await subscription(seller);
      assert.equal(s.status, 'pending');
      assert.equal(s.transactions[0].status, 'failed');
      assert.equal(
        (await press(url, 'complete')).headers.location,
        '/loginpage?message=Payment%20Failed',
        'a closed checkout stays failed',
      );
      assert.equal((await subscription(seller)).status, 'pending');
    });

    test('Complete payment activates the subscription for a year and returns to the success dialog', async () => {
      const { url } = (await pay(seller, seller.id)).json();
      const r = await press(url, 'complete');
      assert.equal(r.statusCode, 303);
      assert.equal(r.headers.location, '/loginpage?message=Payment%20Successful');
      const s = await subscription(seller);
      assert.equal(s.status, 'active');
      const days = (Date.parse(s.nextPaymentDate) - Date.now()) / 86_400_000;
      assert.ok(days > 364 && days <= 365, `next payment in ${days} days`);
      assert.equal((await press(url, 'complete')).headers.location, '/loginpage?message=Payment%20Successful');
      assert.equal((await subscription(seller)).transactions.filter((x: { status: string }) => x.status === 'paid').length, 1, 'paid once');
      assert.ok((await t.app.inject({ url })).body.includes('already closed'));
      const again = await pay(seller, seller.id);
      assert.equal(again.statusCode, 409);
    });
  });
}
