import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

const form = {
  username: 'someone.else@test.example',
  firstname: '  Bea   Maria ',
  lastname: 'Lopez',
  phone: '+1 555 010 2040',
  address: '2 Side St, Boston',
  company: 'Lab Co',
};

for (const driver of drivers) {
  describe(`profiles (${driver})`, () => {
    let t: TestApp;
    let buyer: TestUser;
    let seller: TestUser;
    let admin: TestUser;
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: TestUser, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

    before(async () => {
      t = await createTestApp(driver);
      buyer = await addTestUser(t, 'buyer');
      seller = await addTestUser(t, 'seller', { firstname: 'Sam', active: true });
      admin = await addTestUser(t, 'admin', { firstname: 'Dana', lastname: 'Whitfield' });
    });
    after(() => t.close());

    test('buyer and seller read their whole profile, never a password', async () => {
      const b = await call('GET', 'buyerprofile/get-profile', buyer);
      assert.equal(b.statusCode, 200);
      assert.deepEqual(b.json(), {
        id: buyer.id,
        username: buyer.email,
        firstname: 'Ann',
        lastname: 'Lee',
        company: 'Acme',
        phone: '5550102030',
        address: '1 Main St',
        profilePhoto: null,
      });
      const s = await call('GET', 'sellerprofile/get-profile', seller);
      assert.equal(s.json().firstname, 'Sam');
      assert.equal(s.json().accountStatus, true);
      for (const r of [b, s]) assert.doesNotMatch(r.body, /password|argon|unusable/i);
    });

    test('each profile call refuses other roles (403) and no session (401)', async () => {
      assert.equal((await call('GET', 'buyerprofile/get-profile', seller)).statusCode, 403);
      assert.equal((await call('GET', 'sellerprofile/get-profile', buyer)).statusCode, 403);
      assert.equal((await call('PUT', 'sellerprofile/update', buyer, form)).statusCode, 403);
      assert.equal((await call('GET', 'admin/get-adminProfile', seller)).statusCode, 403);
      assert.equal((await call('POST', 'admin/profile', buyer, { name: 'X' })).statusCode, 403);
      assert.equal((await call('GET', 'buyerprofile/get-profile')).statusCode, 401);
    });

    test('an update answers the saved profile; the email stays as it was', async () => {
      for (const [url, who] of [
        ['buyerprofile/update', buyer],
        ['sellerprofile/update', seller],
      ] as const) {
        const r = await call('PUT', url, who, form);
        assert.equal(r.statusCode, 200);
        assert.deepEqual(
          { ...(r.json() as object), accountStatus: undefined, preferredShipping: undefined, about: undefined },
          {
            id: who.id,
            username: who.email,
            firstname: 'Bea Maria',
            lastname: 'Lopez',
            company: 'Lab Co',
            phone: '+1 555 010 2040',
            address: '2 Side St, Boston',
            profilePhoto: null,
            accountStatus: undefined,
            preferredShipping: undefined,
            about: undefined,
          },
        );
      }
      assert.equal((await call('GET', 'sellerprofile/get-profile', seller)).json().username, seller.email);
    });

    test('docs/product.md §5 texts for an empty or invalid form', async () => {
      const empty = await call('PUT', 'buyerprofile/update', buyer, {
        username: '',
        firstname: '',
        lastname: '',
        phone: '',
        address: '',
        company: '',
      });
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(empty.json(), {
        code: 'ERR_VALIDATION',
        errors: [
          'Email is required.',
          'First Name is required.',
          'Last Name is required.',
          'Phone is required.',
          'Address is required.',
          'Company Name is required.',
        ],
      });
      const bad = await call('PUT', 'sellerprofile/update', seller, { ...form, username: 'nope', phone: '12' });
      assert.deepEqual(bad.json().errors, ['Invalid Email.', 'Phone number is not valid']);
      const missing = await call('PUT', 'sellerprofile/update', seller, { username: seller.email });
      assert.deepEqual(missing.json().errors, [
        'First Name is required.',
        'Last Name is required.',
        'Phone is required.',
        'Address is required.',
        'Company Name is required.',
      ]);
    });

    test('admin reads id, name and auth user, and changes the name only', async () => {
      assert.deepEqual((await call('GET', 'admin/get-adminProfile', admin)).json(), {
        id: admin.id,
        name: 'Dana Whitfield',
        authuser: admin.email,
      });
      const r = await call('POST', 'admin/profile', admin, { name: '  Dana  W. ', authuser: 'other@test.example' });
      assert.deepEqual(r.json(), { id: admin.id, name: 'Dana W.', authuser: admin.email });
      assert.deepEqual((await call('POST', 'admin/profile', admin, { name: ' ' })).json().errors, ['Name is required.']);
    });
  });
}
