import assert from 'node:assert/strict';
import { test } from 'node:test';
import { passwordChangedMail, passwordResetCodeMail, verificationCodeMail } from './account-mails.ts';
import { codesFrozenMail } from './codes-frozen-mail.ts';
import { escapeHtml } from './layout.ts';

const site = { publicUrl: 'http://localhost:8081', supportEmail: 'support@xchange.test' };
const evil = { email: 'eve@example.com', firstname: '<script>alert("x")</script> & Co' };

test('verification mail: branded HTML and text, the code alone on a line, 10 minutes, the configured support contact', () => {
  const m = verificationCodeMail({ email: 'ann@example.com', firstname: 'Ann' }, '0427', {
    publicUrl: 'https://shop.example/',
    supportEmail: 'help@shop.example',
  });
  assert.equal(m.to, 'ann@example.com');
  assert.match(m.subject, /verification code/);
  assert.match(m.text, /^0427$/m);
  assert.match(m.text, /valid for 10 minutes/);
  assert.match(m.text, /^The Xchange Marketplace$/m);
  assert.match(m.html!, /background:#f89e23[^>]*>The Xchange Marketplace</);
  assert.match(m.html!, />0427</);
  assert.match(m.html!, /<a href="mailto:help@shop\.example"[^>]*>help@shop\.example<\/a>/);
  assert.match(m.text, /^Questions\? Write to help@shop\.example \(/m);
  assert.doesNotMatch(m.html!, /support@xchange\.test/);
  assert.match(m.html!, /href="https:\/\/shop\.example\/support"/);
});

test('reset and changed mails name what happened', () => {
  const reset = passwordResetCodeMail({ email: 'a@b.co', firstname: 'A' }, '9921', site);
  assert.match(reset.subject, /password reset code/);
  assert.match(reset.text, /^9921$/m);
  const changed = passwordChangedMail({ email: 'a@b.co', firstname: '' }, site, new Date(0));
  assert.match(changed.subject, /password was changed/);
  assert.match(changed.text, /Hello there,/);
  assert.match(changed.text, /Thu, 01 Jan 1970 00:00:00 GMT/);
  assert.doesNotMatch(changed.text, /^\d{4}$/m, 'no code in a notice');
});

test('user values are HTML-escaped', () => {
  const m = verificationCodeMail(evil, '1234', site);
  assert.doesNotMatch(m.html!, /<script>/);
  assert.match(m.html!, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; Co/);
  assert.equal(escapeHtml(`<a href='x'>&</a>`), '&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
});

test('codes-frozen mail: what is paused, until when, no code, user values escaped', () => {
  const until = new Date(Date.UTC(2026, 10, 26, 9, 30));
  const m = codesFrozenMail(evil, 'reset', until, site);
  assert.equal(m.subject, 'The Xchange Marketplace: password reset paused after too many wrong codes');
  assert.match(m.text, /15 wrong password reset codes in a row/);
  assert.match(m.text, /paused until Thu, 26 Nov 2026 09:30:00 GMT/);
  assert.doesNotMatch(m.text, /^\d{4}$/m);
  assert.doesNotMatch(m.html!, /<script>/);
  assert.match(codesFrozenMail({ email: 'a@b.co', firstname: 'A' }, 'signup', until, site).subject, /email verification paused/);
});
