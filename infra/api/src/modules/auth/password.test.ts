import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addUser, client, loginRequired, readCode, waitForMail } from './auth-test-kit.ts';

const pw = 'Old#2024pass';
const change = (id: number, extra: object = {}) => ({
  oldPassword: pw,
  newPassword: 'Newer2024pass',
  confirmPassword: 'Newer2024pass',
  id,
  ...extra,
});

for (const driver of drivers) {
  describe(`forgot, reset and change password (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof client>;
    const signIn = async (username: string, type: string, password = pw) =>
      (await call('POST', `auth/${type}`, { body: { username, password, type } })).body.authToken as string;
    before(async () => {
      t = await createTestApp(driver);
      call = client(t);
    });
    after(() => t.close());

    test('forgot mails a reset code; reset sets the password, ends sessions and mails a notice', async () => {
      await addUser(t, { email: 'f@example.com', role: 'seller', password: pw });
      const old = await signIn('f@example.com', 'seller');
      const ack = await call('POST', 'auth/forgot-password', { body: { username: 'F@example.com', type: 'seller' } });
      const unknown = await call('POST', 'auth/forgot-password', { body: { username: 'ghost@example.com', type: 'seller' } });
      assert.deepEqual([ack.status, unknown.status], [200, 200]);
      assert.deepEqual(ack.body, unknown.body, 'the answer does not tell whether the account exists');
      const code = await readCode(t, 'f@example.com', 'password reset code');
      const body = { username: 'f@example.com', type: 'seller', code, newPassword: 'Fresh2024pass', confirmPassword: 'Fresh2024pass' };
      assert.equal((await call('POST', 'auth/reset-password', { body: { ...body, type: 'buyer' } })).body.code, 'ERR_INVALID_CODE');
      const r = await call('POST', 'auth/reset-password', { body });
      assert.deepEqual([r.status, r.body.message], [200, 'Password is updated. Please log in with your new password.']);
      assert.equal((await call('POST', 'auth/logout', { token: old })).body.message, loginRequired);
      assert.equal((await call('POST', 'auth/reset-password', { body })).body.code, 'ERR_INVALID_CODE', 'single use');
      assert.ok(await signIn('f@example.com', 'seller', 'Fresh2024pass'));
      assert.match((await waitForMail(t, 'f@example.com', 'password was changed')).text, /all other sessions were signed out/);
      const again = await call('POST', 'auth/forgot-password', { body: { username: 'f@example.com', type: 'seller' } });
      assert.equal(again.status, 429, 'one reset code a minute');
    });

    test('reset texts: code and new password rules of docs/product.md §5', async () => {
      const r = await call('POST', 'auth/reset-password', {
        body: { username: 'a@b.co', type: 'buyer', code: '12', newPassword: 'abcdefg1', confirmPassword: 'x' },
      });
      assert.deepEqual(r.body.errors, [
        'Enter a valid 4-digit code',
        'Your password must have at least 1 uppercase character',
        'Passwords does not match',
      ]);
      const unknown = await call('POST', 'auth/reset-password', {
        body: { username: 'ghost@example.com', type: 'buyer', code: '1234', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
      });
      assert.equal(unknown.body.code, 'ERR_INVALID_CODE');
    });

    for (const [type, path, extra] of [
      ['buyer', 'auth/buyer-change-password', { accountType: 'Buyer' }],
      ['seller', 'auth/seller-change-password', { accountType: 'Seller' }],
      ['admin', 'admin/admin-change-password', {}],
    ] as const) {
      test(`${type} changes its own password: fresh token, older tokens end`, async () => {
        const u = await addUser(t, { email: `${type}@example.com`, role: type, password: pw });
        const token = await signIn(u.email, type);
        const other = await signIn(u.email, type);
        const r = await call('POST', path, { token, body: change(u.id, extra) });
        assert.equal(r.status, 200);
        assert.equal(r.body.message, 'Password is updated');
        assert.equal((await call('POST', 'auth/logout', { token: other })).status, 401);
        assert.equal((await call('POST', 'auth/logout', { token: r.body.authToken })).status, 200, 'the fresh token works');
        assert.ok(await signIn(u.email, type, 'Newer2024pass'));
      });

      test(`${type} change-password refusals: old password, other id, role, no token, texts`, async () => {
        const u = await addUser(t, { email: `${type}2@example.com`, role: type, password: pw });
        const token = await signIn(u.email, type);
        const wrongOld = await call('POST', path, { token, body: change(u.id, { ...extra, oldPassword: 'Nope#2024' }) });
        assert.deepEqual([wrongOld.status, wrongOld.body.errors], [400, ['Old password is incorrect.']]);
        const otherId = await call('POST', path, { token, body: change(u.id + 1000, extra) });
        assert.deepEqual([otherId.status, otherId.body.code], [403, 'ERR_FORBIDDEN']);
        const role = type === 'buyer' ? 'seller' : 'buyer';
        const stranger = await addUser(t, { email: `${type}-${role}@example.com`, role, password: pw });
        const wrongRole = await call('POST', path, { token: await signIn(stranger.email, role), body: change(stranger.id, extra) });
        assert.equal(wrongRole.status, 403);
        const anonymous = await call('POST', path, { body: change(u.id, extra) });
        assert.deepEqual([anonymous.status, anonymous.body.message], [401, loginRequired]);
        const empty = await call('POST', path, { token, body: { id: u.id, ...extra } });
        assert.deepEqual(empty.body.errors, ['Please enter old password', 'Please enter a password', 'Please re-type your password']);
        const rules = await call('POST', path, { token, body: change(u.id, { ...extra, newPassword: 'short', confirmPassword: 'short' }) });
        assert.deepEqual(rules.body.errors, ['Password must have at least 8 characters']);
        const digit = await call('POST', path, {
          token,
          body: change(u.id, { ...extra, newPassword: 'Abcdefgh', confirmPassword: 'Abcdefgh' }),
        });
        assert.deepEqual(digit.body.errors, ['Your password must have at least 1 digit character']);
        const lower = await call('POST', path, {
          token,
          body: change(u.id, { ...extra, newPassword: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' }),
        });
        assert.deepEqual(lower.body.errors, ['Your password must have at least 1 lowercase character']);
        const mismatch = await call('POST', path, { token, body: change(u.id, { ...extra, confirmPassword: 'Other2024pass' }) });
        assert.deepEqual(mismatch.body.errors, ['Passwords does not match']);
      });
    }
  });
}
