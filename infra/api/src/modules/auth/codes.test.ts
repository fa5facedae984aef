import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addUser } from './auth-test-kit.ts';
import { consumeCode, issueCode } from './codes.ts';

for (const driver of drivers) {
  describe(`verification codes (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver);
    });
    after(() => t.close());

    test('4 digits; a new code replaces the previous one; purposes are separate', async () => {
      const u = await addUser(t, { email: 'c@example.com', role: 'buyer', password: 'Code#2024x' });
      const first = await issueCode(t.app.db, 'k', u.id, 'signup');
      const reset = await issueCode(t.app.db, 'k', u.id, 'reset');
      const second = await issueCode(t.app.db, 'k', u.id, 'signup');
      assert.match(first, /^\d{4}$/);
      if (first !== second) {
        await assert.rejects(consumeCode(t.app.db, 'k', u.id, 'signup', first), { code: 'ERR_INVALID_CODE' });
      }
      await assert.rejects(consumeCode(t.app.db, 'other-key', u.id, 'signup', second), { code: 'ERR_INVALID_CODE' });
      await consumeCode(t.app.db, 'k', u.id, 'signup', second);
      await consumeCode(t.app.db, 'k', u.id, 'reset', reset);
    });

    test('parallel guesses cannot pass the 5-try limit', async () => {
      const u = await addUser(t, { email: 'p@example.com', role: 'buyer', password: 'Code#2024x' });
      const code = await issueCode(t.app.db, 'k', u.id, 'signup');
      const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== code);
      const results = await Promise.allSettled(guesses.map((g) => consumeCode(t.app.db, 'k', u.id, 'signup', g)));
      assert.ok(results.every((r) => r.status === 'rejected'));
      await assert.rejects(consumeCode(t.app.db, 'k', u.id, 'signup', code), { code: 'ERR_CODE_ATTEMPTS' });
    });
  });
}
