import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { drivers } from '../../test/test-db.ts';
import { addUser, client, createClockApp, mailsTo, readCode, waitForMail } from './auth-test-kit.ts';
import { issueCode } from './codes.ts';

const minute = 60_000;
const sendLimit = (wait: string) => `A new code can be sent once a minute and 5 times an hour. Please try again in ${wait}.`;
const frozen = /^Too many wrong codes: password reset for this account is paused until (.+ GMT)\. We have emailed the account owner\.$/;
const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');

for (const driver of drivers) {
  describe(`code limits kept in the database (${driver})`, () => {
    let c: Awaited<ReturnType<typeof createClockApp>>;
    let call: ReturnType<typeof client>;
    before(async () => {
      c = await createClockApp(driver);
      call = client(c.t);
    });
    after(() => c.t.close());

    const forgot = (email: string) => call('POST', 'auth/forgot-password', { body: { username: email, type: 'buyer' } });
    const reset = (email: string, code: string) =>
      call('POST', 'auth/reset-password', {
        body: { username: email, type: 'buyer', code, newPassword: 'Fresh2024pass', confirmPassword: 'Fresh2024pass' },
      });
    /** A new reset code of the account, as the mail would give it. */
    const newCode = async (id: number) => issueCode(c.t.app.db, c.t.config.jwtSecret, id, 'reset');

    test('codes mailed: 1 a minute and 5 an hour per email, counted across a restart', async () => {
      await addUser(c.t, { email: 'sends@example.com', role: 'buyer', password: 'Sends#2024x' });
      assert.equal((await forgot('sends@example.com')).status, 200);
      await c.restart();
      const soon = await forgot('sends@example.com');
      assert.deepEqual([soon.status, soon.body.errors], [429, [sendLimit('60 seconds')]]);
      for (let i = 1; i < 5; i++) {
        c.clock.now += minute;
        assert.equal((await forgot('sends@example.com')).status, 200, `send ${i + 1}`);
      }
      c.clock.now += minute;
      assert.deepEqual((await forgot('sends@example.com')).body.errors, [sendLimit('55 minutes')], 'the 6th in an hour waits');
      c.clock.now += 55 * minute;
      assert.equal((await forgot('sends@example.com')).status, 200);
      await waitForMail(c.t, 'sends@example.com', 'password reset code', 6);
      assert.equal((await forgot('unknown@example.com')).status, 200);
      assert.equal((await forgot('unknown@example.com')).status, 429, 'unknown emails are limited alike');
    });

    test('15 wrong codes in a row freeze reset for 24 hours, across a restart; the owner is mailed once', async () => {
      const u = await addUser(c.t, { email: 'frozen@example.com', role: 'buyer', password: 'Frozen#2024x' });
      const answers: string[] = [];
      for (let round = 0; round < 3; round++) {
        const code = await newCode(u.id);
        for (let i = 0; i < 5; i++) answers.push((await reset('frozen@example.com', wrongFor(code))).body.code);
      }
      assert.deepEqual(answers.slice(0, 5), [
        'ERR_INVALID_CODE',
        'ERR_INVALID_CODE',
        'ERR_INVALID_CODE',
        'ERR_INVALID_CODE',
        'ERR_CODE_ATTEMPTS',
      ]);
      const last = await reset('frozen@example.com', '1234');
      assert.equal(last.status, 429);
      const until = frozen.exec(last.body.errors[0])?.[1];
      assert.ok(until, last.body.errors[0]);
      assert.ok(Math.abs(Date.parse(until) - (c.clock.now + 24 * 60 * minute)) < 2000, 'paused for 24 hours');
      const mail = await waitForMail(c.t, 'frozen@example.com', 'password reset paused after too many wrong codes');
      assert.match(mail.text, new RegExp(`paused until ${until}`));

      await c.restart();
      const right = await newCode(u.id);
      assert.match((await reset('frozen@example.com', right)).body.errors[0], frozen, 'even the right code waits');
      c.clock.now += minute;
      assert.equal((await forgot('frozen@example.com')).status, 200, 'the same answer as for any email');
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(
        (await mailsTo(c.t, 'frozen@example.com')).filter((m) => m.subject.includes('reset code')).length,
        0,
        'no code is mailed while frozen',
      );
      assert.equal((await mailsTo(c.t, 'frozen@example.com')).filter((m) => m.subject.includes('paused')).length, 1);

      c.clock.now += 24 * 60 * minute;
      assert.equal((await forgot('frozen@example.com')).status, 200);
      assert.equal((await reset('frozen@example.com', await readCode(c.t, 'frozen@example.com', 'password reset code'))).status, 200);
    });

    test('a correct code ends the streak; verification and reset are frozen separately', async () => {
      const u = await addUser(c.t, { email: 'streak@example.com', role: 'buyer', password: 'Streak#2024x', verified: false });
      for (let round = 0; round < 2; round++) {
        const code = await newCode(u.id);
        for (let i = 0; i < 5; i++) await reset('streak@example.com', wrongFor(code));
      }
      let code = await newCode(u.id);
      for (let i = 0; i < 4; i++) await reset('streak@example.com', wrongFor(code));
      assert.equal((await reset('streak@example.com', code)).status, 200, 'the 15th try is right');
      code = await newCode(u.id);
      for (let i = 0; i < 5; i++) assert.notEqual((await reset('streak@example.com', wrongFor(code))).status, 200);
      assert.equal((await reset('streak@example.com', await newCode(u.id))).status, 200, 'a new streak of 5 does not freeze');

      const verify = (otp: string) => call('POST', `signup/buyerVerify?email=streak%40example.com&otp=${otp}`);
      for (let round = 0; round < 3; round++) {
        const otp = await issueCode(c.t.app.db, c.t.config.jwtSecret, u.id, 'signup');
        for (let i = 0; i < 5; i++) await verify(wrongFor(otp));
      }
      const paused = await verify(await issueCode(c.t.app.db, c.t.config.jwtSecret, u.id, 'signup'));
      assert.match(paused.body.errors[0], /^Too many wrong codes: email verification for this account is paused until .+ GMT\./);
      await waitForMail(c.t, 'streak@example.com', 'email verification paused after too many wrong codes');
      assert.equal((await reset('streak@example.com', await newCode(u.id))).status, 200, 'reset is not frozen by verification');
    });
  });
}
