import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { client } from './auth-test-kit.ts';

const login = (i: number) => ({ username: `nobody${i}@example.com`, password: 'Wrong#2024pass', type: 'buyer' });

for (const driver of drivers.slice(0, 1)) {
  describe(`RATE_LIMIT_TRUSTED_IPS (${driver})`, () => {
    let t: TestApp;
    let call: ReturnType<typeof client>;
    before(async () => {
      t = await createTestApp(driver, { env: { RATE_LIMIT_TRUSTED_IPS: '198.51.100.9' } });
      call = client(t);
    });
    after(() => t.close());

    test('a trusted address is not held to the per-IP login limit; others still are', async () => {
      const trusted = [];
      for (let i = 0; i < 25; i++) trusted.push((await call('POST', 'auth/buyer', { body: login(i), ip: '198.51.100.9' })).status);
      assert.deepEqual(trusted, Array(25).fill(401));
      const other = [];
      for (let i = 0; i < 21; i++) other.push((await call('POST', 'auth/buyer', { body: login(100 + i), ip: '203.0.113.4' })).status);
      assert.equal(other[20], 429);
    });
  });
}
