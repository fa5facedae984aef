import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller } from '../../test/admin-test-kit.ts';

const names = (r: Awaited<ReturnType<ReturnType<typeof caller>>>) => r.body.content.map((x: { name: string }) => x.name);

for (const driver of drivers) {
  describe(`brands and categories (${driver})`, () => {
    let t: TestApp;
    let admin: TestUser;
    let buyer: TestUser;
    let seller: TestUser;
    let call: ReturnType<typeof caller>;

    before(async () => {
      t = await createTestApp(driver);
      call = caller(t);
      admin = await addTestUser(t, 'admin');
      buyer = await addTestUser(t, 'buyer');
      seller = await addTestUser(t, 'seller');
    });
    after(() => t.close());

    test('an admin adds brands; every signed-in user lists them, by name, searchable and paged', async () => {
      for (const name of ['  Tektronix ', 'Agilent', 'Fluke', 'Keysight', 'Rohde & Schwarz', 'Yokogawa']) {
        const r = await call('POST', 'brands', admin, { name });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.equal(r.body.name, name.trim());
      }
      const first = await call('POST', 'brands/getBrands', seller, { page: 1, size: 5, sortBy: 'documenttype', sortOrder: 'asc' });
      assert.deepEqual([first.status, first.body.totalElements], [200, 6]);
      assert.deepEqual(names(first), ['Agilent', 'Fluke', 'Keysight', 'Rohde & Schwarz', 'Tektronix']);
      assert.deepEqual(names(await call('POST', 'brands/getBrands', buyer, { page: 2, size: 5 })), ['Yokogawa']);
      assert.deepEqual(names(await call('POST', 'brands/getBrands', admin, { sortBy: 'name', sortOrder: 'desc', size: 2 })), [
        'Yokogawa',
        'Tektronix',
      ]);
      assert.deepEqual(names(await call('POST', 'brands/getBrands', admin, { search: 'KEY' })), ['Keysight']);
      assert.deepEqual(names(await call('POST', 'brands/getBrands', admin, { search: '%' })), []);
      assert.equal((await call('POST', 'brands/getBrands', undefined, {})).status, 401);
    });

    test('brand validation and duplicates', async () => {
      assert.deepEqual((await call('POST', 'brands', admin, { name: '  ' })).body.errors, ['Name is required']);
      assert.deepEqual((await call('POST', 'brands', admin, {})).body.errors, ['Name is required']);
      const dup = await call('POST', 'brands', admin, { name: 'fluke' });
      assert.deepEqual([dup.status, dup.body.errors], [409, ['A brand named "fluke" already exists.']]);
      assert.equal((await call('POST', 'brands/getBrands', admin, { size: 500 })).status, 400);
    });

    test('rename and delete a brand; one used by listings is kept and the refusal counts them', async () => {
      const { body: brand } = await call('POST', 'brands', admin, { name: 'Hitachi' });
      const renamed = await call('PUT', 'brands/updateBrand', admin, { id: brand.id, name: 'Hitachi High-Tech' });
      assert.deepEqual(renamed.body, { id: brand.id, name: 'Hitachi High-Tech' });
      assert.equal((await call('PUT', 'brands/updateBrand', admin, { id: brand.id, name: 'Fluke' })).status, 409);
      assert.equal((await call('PUT', 'brands/updateBrand', admin, { id: 999999, name: 'Ghost' })).status, 404);
      await t.app.db
        .insert(products)
        .values([1, 2, 3].map((i) => ({ name: `SU${i}000 SEM`, price: 1000 * i, sellerId: seller.id, brandId: brand.id })));
      const refused = await call('PUT', `brands/deleteBrand?id=${brand.id}`, admin);
      assert.deepEqual(
        [refused.status, refused.body.errors],
        [409, ['The brand "Hitachi High-Tech" cannot be deleted: 3 listings use it.']],
      );
      const { body: spare } = await call('POST', 'brands', admin, { name: 'PMI' });
      const del = await call('PUT', `brands/deleteBrand?id=${spare.id}`, admin);
      assert.deepEqual([del.status, del.body.message], [200, 'Brands is deleted.']);
      assert.equal((await call('PUT', `brands/deleteBrand?id=${spare.id}`, admin)).status, 404);
    });

    test('categories: add with a group, list by group then name, edit, delete unless used', async () => {
      const add = async (name: string, documenttype: string) =>
        (await call('POST', 'categories/saveCategory', admin, { name, documenttype })).body;
      const scope = await add('Oscilloscopes', 'Test & Measurement');
      await add('Centrifuges', 'Life Science');
      await add('Multimeters', 'Test & Measurement');
      const list = await call('POST', 'categories/getCategories', seller, { sortBy: 'documenttype', sortOrder: 'asc' });
      assert.deepEqual(names(list), ['Centrifuges', 'Multimeters', 'Oscilloscopes']);
      assert.deepEqual(names(await call('POST', 'categories/getCategories', buyer, { search: 'life' })), ['Centrifuges']);
      assert.deepEqual((await call('POST', 'categories/saveCategory', admin, { name: '' })).body.errors, ['Name is required']);
      assert.equal((await call('POST', 'categories/saveCategory', admin, { name: 'oscilloscopes' })).status, 409);
      const edited = await call('PUT', 'categories/udateCategory', admin, {
        id: scope.id,
        name: 'Digital Oscilloscopes',
        documenttype: 'Test & Measurement',
      });
      assert.deepEqual(edited.body, { id: scope.id, name: 'Digital Oscilloscopes', documenttype: 'Test & Measurement' });
      await t.app.db.insert(products).values({ name: 'DSO-X 3034A', price: 5200, sellerId: seller.id, categoryId: scope.id });
      assert.deepEqual((await call('PUT', `categories/deleteCategory?id=${scope.id}`, admin)).body.errors, [
        'The category "Digital Oscilloscopes" cannot be deleted: 1 listing uses it.',
      ]);
      const spare = await add('Spectrometers', 'Analytical');
      assert.deepEqual((await call('PUT', `categories/deleteCategory?id=${spare.id}`, admin)).body, { message: 'Category is deleted.' });
    });

    test('visitors, buyers and sellers cannot change brands or categories', async () => {
      for (const who of [undefined, buyer, seller]) {
        const expected = who ? 403 : 401;
        assert.equal((await call('POST', 'brands', who, { name: 'Mine' })).status, expected);
        assert.equal((await call('PUT', 'brands/updateBrand', who, { id: 1, name: 'Mine' })).status, expected);
        assert.equal((await call('PUT', 'brands/deleteBrand?id=1', who)).status, expected);
        assert.equal((await call('POST', 'categories/saveCategory', who, { name: 'Mine' })).status, expected);
        assert.equal((await call('PUT', 'categories/udateCategory', who, { id: 1, name: 'Mine' })).status, expected);
        assert.equal((await call('PUT', 'categories/deleteCategory?id=1', who)).status, expected);
      }
      assert.equal((await call('POST', 'categories/getCategories', undefined, {})).status, 401);
    });
  });
}
