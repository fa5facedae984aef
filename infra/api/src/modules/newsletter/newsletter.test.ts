import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newsletterSignups } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { client, freshIp, mailsTo } from '../auth/auth-test-kit.ts';

const thanks = 'Thank you! We will email you when The Xchange Marketplace opens.';

for (const driver of drivers) {
  describe(`POST newsletter (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof client>;
    before(async () => {
      t = await createTestApp(driver);
      call = client(t);
    });
    after(() => t.close());

    test('stores an address once, whatever its case, and welcomes it once', async () => {
      const first = await call('POST', 'newsletter', { body: { email: ' lab@uni.test ' } });
      assert.equal(first.status, 200);
      assert.deepEqual(first.body, { message: thanks });
      const again = await call('POST', 'newsletter', { body: { email: 'LAB@uni.test' } });
      assert.deepEqual(again.body, { message: thanks });
      const rows = await t.app.db.select().from(newsletterSignups);
      assert.deepEqual(
        rows.map((r) => r.email),
        ['lab@uni.test'],
      );
      const mails = await mailsTo(t, 'lab@uni.test');
      assert.equal(mails.length, 1);
      assert.match(mails[0]!.subject, /launch list/);
    });

    test('refuses a missing or malformed address with the docs/product.md §5 texts', async () => {
      assert.deepEqual((await call('POST', 'newsletter', { body: {} })).body.errors, ['Email is required.']);
      const bad = await call('POST', 'newsletter', { body: { email: 'lab@' } });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors, ['Invalid Email.']);
    });

    test('limits one client address to 10 sign-ups a minute', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) assert.equal((await call('POST', 'newsletter', { ip, body: { email: `n${i}@spam.test` } })).status, 200);
      const r = await call('POST', 'newsletter', { ip, body: { email: 'n10@spam.test' } });
      assert.equal(r.status, 429);
      assert.equal(r.body.code, 'ERR_RATE_LIMITED');
    });
  });
}
