import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { contactMessages, usageCounters } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { client, freshIp, mailsTo } from '../auth/auth-test-kit.ts';

for (const driver of drivers) {
  describe(`POST contact (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof client>;
    before(async () => {
      t = await createTestApp(driver, { env: { SUPPORT_EMAIL: 'help@xchange.test' } });
      call = client(t);
    });
    after(() => t.close());

    test('stores the message and mails it to support, with the sender escaped in HTML', async () => {
      const body = { name: '  Ann   <b>Lee</b> ', email: 'ann@acme.test', message: 'Do you rent oscilloscopes by the week?' };
      const r = await call('POST', 'contact', { body });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { message: 'Message Sent Successfully' });
      const rows = await t.app.db.select().from(contactMessages);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.name, 'Ann <b>Lee</b>');
      const [mail] = await mailsTo(t, 'help@xchange.test');
      assert.match(mail!.subject, /contact form message #\d+ from Ann <b>Lee<\/b>/);
      assert.match(mail!.text, /Do you rent oscilloscopes by the week\?/);
      assert.match(mail!.text, /ann@acme\.test/);
      const eml = (
        await Promise.all(
          (await readdir(t.config.outboxDir))
            .filter((f) => f.endsWith('.eml'))
            .map((f) => readFile(path.join(t.config.outboxDir, f), 'utf8')),
        )
      ).join('');
      assert.match(eml, /Ann &lt;b&gt;Lee&lt;\/b&gt;/, 'the sender name is escaped in the HTML part');
      assert.doesNotMatch(eml.split('text/html')[1] ?? '', /Ann <b>Lee<\/b>/);
    });

    test('answers the docs/product.md §5 texts for missing and malformed fields and stores nothing', async () => {
      const before = (await t.app.db.select().from(contactMessages)).length;
      const empty = await call('POST', 'contact', { body: { name: ' ', email: '', message: '' } });
      assert.equal(empty.status, 400);
      assert.deepEqual(empty.body.errors, ['Name is required', 'Email is required', 'Message is required']);
      const missing = await call('POST', 'contact', { body: {} });
      assert.deepEqual(missing.body.errors, ['Name is required', 'Email is required', 'Message is required']);
      const bad = await call('POST', 'contact', { body: { name: 'Ann', email: 'ann@', message: 'Hi' } });
      assert.deepEqual(bad.body.errors, ['Invalid email address']);
      assert.equal((await t.app.db.select().from(contactMessages)).length, before);
    });

    test('limits one client address to 5 messages in 10 minutes', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const r = await call('POST', 'contact', { ip, body: { name: 'Bot', email: `bot${i}@spam.test`, message: `Offer ${i}` } });
        assert.equal(r.status, 200);
      }
      const r = await call('POST', 'contact', { ip, body: { name: 'Bot', email: 'bot9@spam.test', message: 'Offer' } });
      assert.equal(r.status, 429);
      assert.equal(r.body.code, 'ERR_RATE_LIMITED');
      assert.match(r.body.errors[0], /Too many requests\. Please try again in \d+ seconds\./);
    });

    test('limits one sender address to 3 messages in a clock hour from any client address, counted in the database', async () => {
      const body = { name: 'Sam', email: 'Sam@Repeat.test', message: 'Hello again' };
      for (let i = 0; i < 3; i++) assert.equal((await call('POST', 'contact', { body })).status, 200);
      const r = await call('POST', 'contact', { body: { ...body, email: 'sam@repeat.test' } });
      assert.equal(r.status, 429);
      const minutesLeft = Math.max(1, Math.ceil((3_600_000 - (Date.now() % 3_600_000)) / 60_000));
      assert.match(
        r.body.errors[0],
        new RegExp(`^You have sent several messages already\\. Please try again in (${minutesLeft}|${minutesLeft - 1}) minutes?\\.$`),
      );
      const [counted] = await t.app.db.select().from(usageCounters).where(eq(usageCounters.key, 'contact:sam@repeat.test'));
      assert.equal(counted!.count, 4);
    });
  });
}
