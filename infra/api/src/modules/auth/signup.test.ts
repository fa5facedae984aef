import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { annualPlanListingCredits } from '@xchange/contract';
import { subscriptions, users, verificationCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addUser, client, mailsTo, readCode, signupBody } from './auth-test-kit.ts';

for (const driver of drivers) {
  describe(`sign-up and verification (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof client>;
    before(async () => {
      t = await createTestApp(driver);
      call = client(t);
    });
    after(() => t.close());

    test('a buyer signs up unverified, gets a code mail, verifies and is signed in', async () => {
      const r = await call('POST', 'signup/buyer', { body: signupBody('Ann@Example.com') });
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.body).sort(), ['authToken', 'data']);
      assert.equal(r.body.authToken, '');
      assert.equal(r.body.data.username, 'Ann@Example.com');
      assert.equal(typeof r.body.data.id, 'number');
      assert.doesNotMatch(JSON.stringify(r.body), /Secret#2024|argon2|password/i);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, r.body.data.id));
      assert.equal(row!.verified, false);
      assert.match(row!.passwordHash, /^\$argon2id\$/);
      assert.deepEqual([row!.continent, row!.country, row!.latitude], ['North America', 'United States', 39.8]);

      const code = await readCode(t, 'Ann@Example.com', 'verification code');
      const [stored] = await t.app.db.select().from(verificationCodes).where(eq(verificationCodes.userId, r.body.data.id));
      assert.notEqual(stored!.codeHash, code, 'the code is stored hashed');
      const v = await call('POST', `signup/buyerVerify?email=ann%40example.com&otp=${code}`);
      assert.equal(v.status, 200);
      assert.equal(v.body.data.id, r.body.data.id);
      assert.ok(v.body.authToken.length > 20);
      assert.equal((await call('POST', 'auth/logout', { token: v.body.authToken })).status, 200, 'the token signs in');
      const again = await call('POST', `signup/buyerVerify?email=ann%40example.com&otp=${code}`);
      assert.equal(again.body.code, 'ERR_INVALID_CODE', 'a code works once');
    });

    test('a seller gets a pending subscription with the plan credits and verifies at sellerVerify', async () => {
      const r = await call('POST', 'signup/seller', { body: signupBody('sam@example.com', 'seller') });
      assert.equal(r.status, 200);
      const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.sellerId, r.body.data.id));
      assert.equal(sub!.status, 'pending');
      assert.equal(sub!.listingCreditsTotal, annualPlanListingCredits);
      const code = await readCode(t, 'sam@example.com', 'verification code');
      assert.equal((await call('POST', `signup/buyerVerify?email=sam%40example.com&otp=${code}`)).body.code, 'ERR_INVALID_CODE');
      const v = await call('POST', `signup/sellerVerify?email=sam%40example.com&otp=${code}`);
      assert.equal(v.status, 200);
      assert.equal(v.body.data.accountStatus, true);
    });

    test('an email already registered (any case) answers 409 ERR_EMAIL_TAKEN', async () => {
      const r = await call('POST', 'signup/seller', { body: signupBody('ANN@example.com', 'seller') });
      assert.equal(r.status, 409);
      assert.deepEqual(r.body.errors, ['This email is already registered. Please log in or use Forgot Password.']);
    });

    test('each docs/product.md §5 sign-up text comes back', async () => {
      const body = { ...signupBody('x@example.com'), firstName: '', lastName: ' ', company: '', phone: '', username: '', password: '' };
      const r = await call('POST', 'signup/buyer', { body });
      assert.equal(r.status, 400);
      assert.deepEqual(r.body.errors, [
        'First Name is required.',
        'Last Name is required.',
        'Company Name is required.',
        'Phone is required.',
        'Email is required.',
        'Password is required.',
      ]);
      const weak = await call('POST', 'signup/buyer', { body: { ...signupBody('ann'), phone: '555-0101', password: 'abcdefg1' } });
      assert.deepEqual(weak.body.errors, [
        'Phone number is not valid',
        'Invalid Email.',
        'Password must contain at least one number and one special character.',
      ]);
      const short = await call('POST', 'signup/buyer', { body: { ...signupBody('y@example.com'), password: 'a1!' } });
      assert.deepEqual(short.body.errors, ['Password must be at least 8 characters long.']);
      const seller = await call('POST', 'signup/seller', { body: signupBody('z@example.com', 'buyer') });
      assert.equal(seller.status, 400, 'the seller path takes seller bodies only');
    });

    test('the 6th try is refused even with the right code; expired codes fail', async () => {
      const r = await call('POST', 'signup/buyer', { body: signupBody('brute@example.com') });
      const code = await readCode(t, 'brute@example.com', 'verification code');
      const wrong = code === '0000' ? '0001' : '0000';
      const tries = [];
      for (let i = 0; i < 5; i++) tries.push((await call('POST', `signup/buyerVerify?email=brute%40example.com&otp=${wrong}`)).body.code);
      assert.deepEqual(tries, ['ERR_INVALID_CODE', 'ERR_INVALID_CODE', 'ERR_INVALID_CODE', 'ERR_INVALID_CODE', 'ERR_CODE_ATTEMPTS']);
      const sixth = await call('POST', `signup/buyerVerify?email=brute%40example.com&otp=${code}`);
      assert.equal(sixth.status, 429);
      assert.deepEqual(sixth.body.errors, ['Too many wrong codes. Please request a new code.']);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, r.body.data.id));
      assert.equal(row!.verified, false);
    });

    test('an expired code is refused', async () => {
      const r = await call('POST', 'signup/buyer', { body: signupBody('late@example.com') });
      const code = await readCode(t, 'late@example.com', 'verification code');
      await t.app.db
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.userId, r.body.data.id));
      const v = await call('POST', `signup/buyerVerify?email=late%40example.com&otp=${code}`);
      assert.equal(v.status, 400);
      assert.deepEqual(v.body.errors, ['This code is not valid or has expired. Check it or request a new one.']);
    });

    test('verify query texts: code required and 4 digits', async () => {
      assert.deepEqual((await call('POST', 'signup/buyerVerify?email=a%40b.co&otp=')).body.errors, ['Code is required']);
      assert.deepEqual((await call('POST', 'signup/buyerVerify?email=a%40b.co&otp=12')).body.errors, ['Enter a valid 4-digit code']);
    });

    test('resend: same answer for unknown emails, once a minute per email, the new code replaces the old', async () => {
      await call('POST', 'signup/buyer', { body: signupBody('re@example.com') });
      const first = await readCode(t, 're@example.com', 'verification code');
      const soon = await call('POST', 'signup/resend-code', { body: { username: 're@example.com', type: 'buyer' } });
      assert.equal(soon.status, 429, 'sign-up just sent a code');
      assert.match(soon.body.errors[0], /once a minute and 5 times an hour/);
      const unknown = await call('POST', 'signup/resend-code', { body: { username: 'nobody@example.com', type: 'buyer' } });
      assert.equal(unknown.status, 200);
      assert.deepEqual(unknown.body, {
        message: 'If this email belongs to an account waiting for verification, a new code is on its way.',
      });
      const unknownAgain = await call('POST', 'signup/resend-code', { body: { username: 'nobody@example.com', type: 'buyer' } });
      assert.equal(unknownAgain.status, 429, 'unknown emails are limited the same way');
      assert.equal((await mailsTo(t, 'nobody@example.com')).length, 0);
      assert.equal((await mailsTo(t, 're@example.com')).length, 1);
      assert.match(first, /^\d{4}$/);
    });

    test('resend mails a fresh code to an unverified account that has none pending', async () => {
      await addUser(t, { email: 'quiet@example.com', role: 'buyer', password: 'Quiet#2024', verified: false });
      const r = await call('POST', 'signup/resend-code', { body: { username: 'quiet@example.com', type: 'buyer' } });
      assert.equal(r.status, 200);
      const code = await readCode(t, 'quiet@example.com', 'verification code');
      assert.equal((await call('POST', `signup/buyerVerify?email=quiet%40example.com&otp=${code}`)).status, 200);
      const verified = await call('POST', 'signup/resend-code', { body: { username: 'verified@example.com', type: 'buyer' } });
      assert.equal(verified.status, 200);
    });
  });
}
