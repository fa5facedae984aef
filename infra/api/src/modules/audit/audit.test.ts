import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller } from '../../test/admin-test-kit.ts';

for (const driver of drivers) {
  describe(`audit log (${driver})`, () => {
    let t: TestApp;
    let admin: TestUser;
    let call: ReturnType<typeof caller>;

    before(async () => {
      t = await createTestApp(driver);
      call = caller(t);
      admin = await addTestUser(t, 'admin', { firstname: 'Dana', lastname: 'Whitfield' });
    });
    after(() => t.close());

    test('every admin change is listed with who, what, on what and when, newest first', async () => {
      const seller = await addTestUser(t, 'seller', { firstname: 'Mia', lastname: 'Stone' });
      const { body: brand } = await call('POST', 'brands', admin, { name: 'Anritsu' });
      await call('PUT', 'brands/updateBrand', admin, { id: brand.id, name: 'Anritsu Corp' });
      await call('PUT', `sellerprofile/updateAccountStatus?id=${seller.id}&status=false`, admin);
      const r = await call('POST', 'admin/audit-log', admin, { page: 1, size: 5 });
      assert.equal(r.status, 200);
      assert.equal(r.body.totalElements, 3);
      const [last, second, first] = r.body.content;
      assert.deepEqual(
        [last.action, last.target, last.actor, last.actorId],
        ['seller.deactivate', `seller ${seller.id}`, 'Dana Whitfield', admin.id],
      );
      assert.deepEqual([second.action, second.detail], ['brand.update', { name: 'Anritsu Corp', previousName: 'Anritsu' }]);
      assert.equal(first.action, 'brand.create');
      assert.ok(Date.now() - Date.parse(first.at) < 60_000);
      const asc = await call('POST', 'admin/audit-log', admin, { sortBy: 'at', sortOrder: 'asc', size: 1 });
      assert.equal(asc.body.content[0].action, 'brand.create');
      assert.deepEqual((await call('POST', 'admin/audit-log', admin, { search: 'deactivate' })).body.totalElements, 1);
      assert.deepEqual((await call('POST', 'admin/audit-log', admin, { search: 'Anritsu Corp' })).body.totalElements, 1);
    });

    test('only admins read it', async () => {
      for (const role of ['buyer', 'seller'] as const) {
        assert.equal((await call('POST', 'admin/audit-log', await addTestUser(t, role), {})).status, 403);
      }
      assert.equal((await call('POST', 'admin/audit-log', undefined, {})).status, 401);
      assert.equal((await call('POST', 'admin/audit-log', admin, { size: 0 })).status, 400);
    });
  });
}
