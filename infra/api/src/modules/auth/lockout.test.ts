import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { authFailures } from '../../db/schema/index.ts';
import { drivers } from '../../test/test-db.ts';
import { addUser, client, createClockApp, freshIp, readCode } from './auth-test-kit.ts';
import { loginWaitMs } from './throttles.ts';

const pw = 'Owner#2024pass';
const wrongText = (wait: string) => `Too many wrong passwords for this account from your address. Please try again in ${wait}.`;

test('waits: none for 4 failures, 1 s after the 5th, doubling, at most 15 minutes', () => {
  assert.deepEqual([1, 4, 5, 6, 7, 8].map(loginWaitMs), [0, 0, 1000, 2000, 4000, 8000]);
  assert.equal(loginWaitMs(14), 512_000);
  assert.equal(loginWaitMs(15), 900_000);
  assert.equal(loginWaitMs(60), 900_000);
});

for (const driver of drivers) {
  describe(`wrong passwords throttle the (account, address) pair (${driver})`, () => {
    let c: Awaited<ReturnType<typeof createClockApp>>;
    let call: ReturnType<typeof client>;
    // new addresses per test: @fastify/rate-limit's 20 logins a minute per address run on the real clock
    const patient = '192.0.2.200';
    let attacker: string;
    let owner: string;
    const as = (email: string, password: string, ip: string) =>
      call('POST', 'auth/seller', { body: { username: email, password, type: 'seller' }, ip });
    before(async () => {
      c = await createClockApp(driver, { RATE_LIMIT_TRUSTED_IPS: patient });
      call = client(c.t);
    });
    beforeEach(() => {
      attacker = freshIp();
      owner = freshIp();
    });
    after(() => c.t.close());

    test("growing waits for the attacker's address, persisted across a restart; the owner signs in from elsewhere throughout", async () => {
      await addUser(c.t, { email: 'owner@example.com', role: 'seller', password: pw });
      for (let i = 0; i < 5; i++) assert.equal((await as('owner@example.com', `Guess#${i}`, attacker)).status, 401);
      const waits: string[] = [];
      for (const step of [1000, 2000, 4000]) {
        const refused = await as('owner@example.com', pw, attacker);
        assert.equal(refused.status, 429, 'even the right password waits');
        waits.push(refused.body.errors[0]);
        c.clock.now += step;
        assert.equal((await as('owner@example.com', 'Guess#again', attacker)).status, 401, 'after the wait, one more try');
      }
      assert.deepEqual(waits, [wrongText('1 second'), wrongText('2 seconds'), wrongText('4 seconds')]);
      await c.restart();
      assert.deepEqual((await as('owner@example.com', pw, attacker)).body.errors, [wrongText('8 seconds')], 'the count survives a restart');
      assert.equal((await as('owner@example.com', pw, owner)).status, 200, 'the owner is never locked out');
    });

    test('the wait is capped at 15 minutes; a success from that address clears it', async () => {
      // an address exempt from the per-address request limit, so only the pair's own waits apply
      await addUser(c.t, { email: 'cap@example.com', role: 'seller', password: pw });
      for (let i = 0; i < 20; i++) {
        assert.equal((await as('cap@example.com', `Guess#${i}`, patient)).status, 401);
        c.clock.now += 15 * 60_000;
      }
      c.clock.now -= 15 * 60_000;
      assert.deepEqual((await as('cap@example.com', pw, patient)).body.errors, [wrongText('15 minutes')]);
      c.clock.now += 15 * 60_000;
      assert.equal((await as('cap@example.com', pw, patient)).status, 200, 'the right password after the wait');
      for (let i = 0; i < 4; i++) assert.equal((await as('cap@example.com', `Guess#${i}`, patient)).status, 401, 'the count started again');
    });

    test('a password reset clears every address; a day of quiet forgets the count', async () => {
      await addUser(c.t, { email: 'reset@example.com', role: 'seller', password: pw });
      for (let i = 0; i < 6; i++) await as('reset@example.com', `Guess#${i}`, attacker);
      for (let i = 0; i < 6; i++) await as('reset@example.com', `Guess#${i}`, owner);
      assert.equal((await as('reset@example.com', pw, owner)).status, 429);
      assert.equal((await call('POST', 'auth/forgot-password', { body: { username: 'reset@example.com', type: 'seller' } })).status, 200);
      const code = await readCode(c.t, 'reset@example.com', 'password reset code');
      const reset = await call('POST', 'auth/reset-password', {
        body: { username: 'reset@example.com', type: 'seller', code, newPassword: 'Fresh2024pass', confirmPassword: 'Fresh2024pass' },
      });
      assert.equal(reset.status, 200);
      assert.equal((await as('reset@example.com', 'Fresh2024pass', owner)).status, 200);
      assert.equal((await as('reset@example.com', 'Fresh2024pass', attacker)).status, 200);

      for (let i = 0; i < 4; i++) await as('reset@example.com', `Guess#${i}`, attacker);
      c.clock.now += 24 * 3_600_000 + 1000;
      assert.equal(
        (await as('reset@example.com', 'Guess#late', attacker)).status,
        401,
        'a fresh count: no wait after a 5th try a day later',
      );
      assert.equal((await as('reset@example.com', 'Fresh2024pass', attacker)).status, 200);
      await as('nobody@example.com', 'Guess#1', owner);
      c.clock.now += 24 * 3_600_000 + 1000;
      await as('someone@example.com', 'Guess#1', owner);
      const kept = await c.t.app.db.select({ subject: authFailures.subject }).from(authFailures).where(eq(authFailures.kind, 'login'));
      assert.ok(!kept.some((r) => r.subject === 'nobody@example.com'), 'a day-old row is swept');
      assert.ok(kept.some((r) => r.subject === 'someone@example.com'));
    });

    test('a wrong old password on change-password counts for the pair too', async () => {
      const u = await addUser(c.t, { email: 'change@example.com', role: 'seller', password: pw });
      const token = (await as('change@example.com', pw, owner)).body.authToken as string;
      const body = {
        oldPassword: 'Nope#2024',
        newPassword: 'Newer2024pass',
        confirmPassword: 'Newer2024pass',
        id: u.id,
        accountType: 'Seller',
      };
      for (let i = 0; i < 5; i++) assert.equal((await call('POST', 'auth/seller-change-password', { token, body, ip: owner })).status, 400);
      const r = await call('POST', 'auth/seller-change-password', { token, body: { ...body, oldPassword: pw }, ip: owner });
      assert.deepEqual([r.status, r.body.errors], [429, [wrongText('1 second')]]);
    });
  });
}
