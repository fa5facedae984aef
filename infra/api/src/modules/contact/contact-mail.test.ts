import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactMail } from './contact-mail.ts';

test('the contact mail says when it was written in UTC, as every mail does, and escapes what the sender typed', () => {
  const site = { publicUrl: 'https://xchange.example', supportEmail: 'help@xchange.example' };
  const at = new Date(Date.UTC(2026, 10, 23, 17, 40));
  const m = contactMail('help@xchange.example', { name: 'Ann <b>', email: 'ann@lab.example', message: 'Hello', id: 4, at }, site);
  assert.match(m.text, /^Ann <b> \(ann@lab\.example\) wrote through the contact form on Mon, 23 Nov 2026 17:40:00 GMT:$/m);
  assert.match(m.html!, /Ann &lt;b&gt; \(ann@lab\.example\) wrote through the contact form on Mon, 23 Nov 2026 17:40:00 GMT:/);
});
