import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { tokenAudience, tokenIssuer } from '../../lib/tokens.ts';
import { createTestApp, testSecret, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addUser, client, loginRequired } from './auth-test-kit.ts';

const pw = 'Right#2024pass';
const login = (username: string, type: string, password = pw, rememberMe?: boolean) => ({ username, password, type, rememberMe });

for (const driver of drivers) {
  describe(`login and logout (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof client>;
    let buyerId: number;
    before(async () => {
      t = await createTestApp(driver);
      call = client(t);
      buyerId = (await addUser(t, { email: 'buyer@example.com', role: 'buyer', password: pw })).id;
      await addUser(t, { email: 'seller@example.com', role: 'seller', password: pw });
      await addUser(t, { email: 'admin@example.com', role: 'admin', password: pw });
      await addUser(t, { email: 'new@example.com', role: 'buyer', password: pw, verified: false });
      await addUser(t, { email: 'off@example.com', role: 'seller', password: pw, active: false });
      await addUser(t, { email: 'locked@example.com', role: 'buyer', password: pw });
    });
    after(() => t.close());

    test('each type signs in with {data, authToken}; no password or hash in the answer', async () => {
      const b = await call('POST', 'auth/buyer', { body: login('Buyer@Example.com', 'buyer') });
      assert.equal(b.status, 200);
      assert.deepEqual(Object.keys(b.body.data).sort(), [
        'address',
        'company',
        'firstname',
        'id',
        'lastname',
        'phone',
        'profilePhoto',
        'username',
      ]);
      assert.equal(b.body.data.id, buyerId);
      assert.doesNotMatch(JSON.stringify(b.body), /argon2|Right#2024pass|password/i);
      const s = await call('POST', 'auth/seller', { body: login('seller@example.com', 'seller') });
      assert.equal(s.body.data.accountStatus, true);
      const a = await call('POST', 'auth/admin', { body: login('admin@example.com', 'admin') });
      assert.deepEqual(Object.keys(a.body.data).sort(), ['authuser', 'id', 'name']);
      assert.deepEqual([a.body.data.name, a.body.data.authuser], ['Pat Doe', 'admin@example.com']);
      assert.equal(decodeJwt(a.body.authToken).role, 'admin');
    });

    test('Remember Me gives a 30-day token, otherwise 12 hours', async () => {
      const life = (token: string) => {
        const c = decodeJwt(token);
        return c.exp! - c.iat!;
      };
      assert.equal(life((await call('POST', 'auth/buyer', { body: login('buyer@example.com', 'buyer') })).body.authToken), 12 * 3600);
      assert.equal(
        life((await call('POST', 'auth/buyer', { body: login('buyer@example.com', 'buyer', pw, true) })).body.authToken),
        30 * 86400,
      );
    });

    test('unknown email, wrong password and wrong type answer the same', async () => {
      const unknown = await call('POST', 'auth/buyer', { body: login('ghost@example.com', 'buyer') });
      const wrong = await call('POST', 'auth/buyer', { body: login('buyer@example.com', 'buyer', 'Wrong#2024pass') });
      const otherType = await call('POST', 'auth/seller', { body: login('buyer@example.com', 'seller') });
      for (const r of [unknown, wrong, otherType]) {
        assert.equal(r.status, 401);
        assert.deepEqual(r.body, { errors: ['Invalid email or password.'], code: 'ERR_INVALID_CREDENTIALS' });
      }
    });

    test('unverified and inactive accounts are told so only after the right password', async () => {
      assert.equal(
        (await call('POST', 'auth/buyer', { body: login('new@example.com', 'buyer', 'Wrong#1') })).body.code,
        'ERR_INVALID_CREDENTIALS',
      );
      const nv = await call('POST', 'auth/buyer', { body: login('new@example.com', 'buyer') });
      assert.equal(nv.status, 403);
      assert.deepEqual(nv.body.errors, ['Please verify your email first with the code we sent you.']);
      const off = await call('POST', 'auth/seller', { body: login('off@example.com', 'seller') });
      assert.deepEqual([off.status, off.body.code], [403, 'ERR_ACCOUNT_INACTIVE']);
    });

    test('docs/product.md §5 login texts and a type that does not match the path', async () => {
      assert.deepEqual((await call('POST', 'auth/buyer', { body: login('', 'buyer', '') })).body.errors, [
        'Email is required.',
        'Password is required.',
      ]);
      assert.deepEqual((await call('POST', 'auth/buyer', { body: login('nope', 'buyer') })).body.errors, ['Invalid Email.']);
      assert.deepEqual((await call('POST', 'auth/admin', { body: { password: pw, type: 'admin' } })).body.errors, ['Email is required.']);
      const mismatch = await call('POST', 'auth/buyer', { body: login('buyer@example.com', 'seller') });
      assert.deepEqual([mismatch.status, mismatch.body.errors], [400, ['This sign-in is for buyer accounts.']]);
    });

    test('5 wrong passwords make that address wait, even with the right one next; another address still signs in', async () => {
      const ip = '198.51.100.77';
      for (let i = 0; i < 5; i++)
        assert.equal((await call('POST', 'auth/buyer', { body: login('locked@example.com', 'buyer', `Wrong#${i}`), ip })).status, 401);
      const r = await call('POST', 'auth/buyer', { body: login('LOCKED@example.com', 'buyer'), ip });
      assert.equal(r.status, 429);
      assert.deepEqual(r.body.errors, ['Too many wrong passwords for this account from your address. Please try again in 1 second.']);
      assert.equal(
        (await call('POST', 'auth/buyer', { body: login('locked@example.com', 'buyer') })).status,
        200,
        'the owner elsewhere is not locked out',
      );
    });

    test('one address may try 20 logins a minute', async () => {
      const ip = '192.0.2.7';
      const statuses = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await call('POST', 'auth/seller', { body: login(`x${i}@example.com`, 'seller'), ip })).status);
      assert.deepEqual(statuses.slice(0, 20), Array(20).fill(401));
      assert.equal(statuses[20], 429);
      assert.equal(
        (await call('POST', 'auth/seller', { body: login('seller@example.com', 'seller') })).status,
        200,
        'other addresses go on',
      );
    });

    test('logout revokes every token of the user: later calls get 401 and the login message', async () => {
      const a = (await call('POST', 'auth/buyer', { body: login('buyer@example.com', 'buyer') })).body.authToken;
      const b = (await call('POST', 'auth/buyer', { body: login('buyer@example.com', 'buyer', pw, true) })).body.authToken;
      assert.deepEqual((await call('POST', 'auth/logout', { token: a })).body, { message: 'You are logged out.' });
      for (const token of [a, b]) {
        const r = await call('POST', 'auth/logout', { token });
        assert.deepEqual([r.status, r.body.message], [401, loginRequired]);
      }
      assert.equal((await call('POST', 'auth/logout')).status, 401);
      assert.equal((await call('POST', 'auth/buyer', { body: login('buyer@example.com', 'buyer') })).status, 200, 'signing in again works');
    });

    test('an expired token gets 401 and the login message', async () => {
      const key = new TextEncoder().encode(testSecret);
      const expired = await new SignJWT({ role: 'buyer', tv: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(buyerId))
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 13 * 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(key);
      const r = await call('POST', 'auth/logout', { token: expired });
      assert.deepEqual([r.status, r.body.message], [401, loginRequired]);
    });
  });
}
