import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { leaseApplications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { client, freshIp, mailsTo } from '../auth/auth-test-kit.ts';

const application = {
  fullName: 'Ann Lee',
  company: 'Acme Labs',
  email: 'ann@acme.test',
  phone: '+1 555 010 2030',
  equipment: 'Keysight N9020B signal analyser',
  price: '42000',
  termMonths: '36',
  notes: 'Needed by March.',
};

for (const driver of drivers) {
  describe(`POST lease/apply (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof client>;
    before(async () => {
      t = await createTestApp(driver, { env: { LEASING_EMAIL: 'lease-team@xchange.test' } });
      call = client(t);
    });
    after(() => t.close());

    test('stores the application, mails the leasing team and confirms to the applicant', async () => {
      const r = await call('POST', 'lease/apply', { body: application });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { message: 'Application received. Our leasing team will contact you within one business day.' });
      const [row] = await t.app.db.select().from(leaseApplications);
      assert.equal(row!.price, 42000);
      assert.equal(row!.termMonths, 36);
      assert.equal(row!.notes, 'Needed by March.');
      const [team] = await mailsTo(t, 'lease-team@xchange.test');
      assert.match(team!.subject, new RegExp(`lease application #${row!.id} from Acme Labs`));
      assert.match(team!.text, /Keysight N9020B signal analyser/);
      assert.match(team!.text, /\$42,000 · Term: 36 months · Estimate at 8% without residual: \$1,316\.13 a month/);
      const [confirmation] = await mailsTo(t, 'ann@acme.test');
      assert.match(confirmation!.text, new RegExp(`application number is ${row!.id}`));
    });

    test('answers each field problem and stores nothing', async () => {
      const count = async () => (await t.app.db.select().from(leaseApplications)).length;
      const before = await count();
      const r = await call('POST', 'lease/apply', {
        body: { ...application, fullName: '', email: 'ann@', phone: '12', price: '0', termMonths: '7' },
      });
      assert.equal(r.status, 400);
      assert.deepEqual(r.body.errors, [
        'Full Name is required.',
        'Invalid Email.',
        'Phone number is not valid',
        'Enter a price of at least $1.',
        'Choose a lease term.',
      ]);
      const missing = await call('POST', 'lease/apply', { body: {} });
      assert.ok(missing.body.errors.includes('Company Name is required.'));
      assert.ok(missing.body.errors.includes('Tell us which equipment you want to lease.'));
      assert.equal(await count(), before);
    });

    test('limits one client address to 5 applications in 10 minutes', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) assert.equal((await call('POST', 'lease/apply', { ip, body: application })).status, 200);
      const r = await call('POST', 'lease/apply', { ip, body: application });
      assert.equal(r.status, 429);
      assert.equal(r.body.code, 'ERR_RATE_LIMITED');
    });
  });
}
