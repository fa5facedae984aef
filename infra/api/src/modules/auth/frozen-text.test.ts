import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frozenText } from './codes.ts';

test('a frozen purpose names what is paused and until when, in UTC as the mail about it does', () => {
  const until = new Date(Date.UTC(2026, 10, 26, 9, 30));
  assert.equal(
    frozenText('reset', until),
    'Too many wrong codes: password reset for this account is paused until Thu, 26 Nov 2026 09:30:00 GMT. We have emailed the account owner.',
  );
});
