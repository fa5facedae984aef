import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { desc } from 'drizzle-orm';
import { videoUnreadableMessage } from '@xchange/contract';
import sharp from 'sharp';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';
import { caller, multipartBody } from '../../test/admin-test-kit.ts';
import { ftypThenScript, tinyMp4 } from '../../lib/uploads/fixtures/video-fixtures.ts';

const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 4, background: { r: 248, g: 158, b: 35, alpha: 1 } } })
    .png()
    .toBuffer();
const doc = async () => ({ field: 'document', filename: 'banner.png', contentType: 'image/png', data: await png() });

for (const driver of drivers) {
  describe(`adverts (${driver})`, () => {
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

    test('an admin creates an advert with a picture: re-encoded JPEG under /media, audit recorded', async () => {
      const r = await call(
        'POST',
        'advert',
        admin,
        multipartBody({ name: '  Spring   calibration ', url: 'https://example.com/spring', tags: ['RF', 'Calibrated'] }, [await doc()]),
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.name, 'Spring calibration');
      assert.deepEqual(r.body.tags, ['RF', 'Calibrated']);
      assert.equal(r.body.file.fileType, 'image');
      assert.match(r.body.file.url, /^\/media\/adverts\/[\w-]+\.jpg$/);
      const stored = path.join(t.config.mediaDir, 'adverts', path.basename(r.body.file.url));
      const meta = await sharp(stored).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 675]);
      const served = await t.app.inject({ method: 'GET', url: r.body.file.url });
      assert.equal(served.statusCode, 200);
      const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      assert.deepEqual([entry!.actorId, entry!.action, entry!.target], [admin.id, 'advert.create', `advert ${r.body.id}`]);
    });

    test("the public list: name ascending by default, recency for the shop's price sort, search and paging", async () => {
      for (const name of ['Balances refurbished', 'Oscilloscope trade-in', 'Autoclave service']) {
        assert.equal((await call('POST', 'advert', admin, multipartBody({ name, tags: 'Lab' }))).status, 200);
      }
      const all = await call('POST', 'advert', undefined, {});
      assert.equal(all.status, 200);
      assert.equal(all.body.totalElements, 4);
      assert.deepEqual(
        all.body.content.map((a: { name: string }) => a.name),
        ['Autoclave service', 'Balances refurbished', 'Oscilloscope trade-in', 'Spring calibration'],
      );
      // the newest three, oldest of them first: the shop shows the last entries of this page
      const shop = await call('POST', 'advert', undefined, { page: 1, size: 3, sortBy: 'price', sortOrder: 'asc' });
      assert.deepEqual(
        shop.body.content.map((a: { name: string }) => a.name),
        ['Balances refurbished', 'Oscilloscope trade-in', 'Autoclave service'],
      );
      const older = await call('POST', 'advert', undefined, { page: 2, size: 3, sortBy: 'price', sortOrder: 'asc' });
      assert.deepEqual(
        older.body.content.map((a: { name: string }) => a.name),
        ['Spring calibration'],
      );
      const newestFirst = await call('POST', 'advert', undefined, { page: 1, size: 2, sortBy: 'price', sortOrder: 'desc' });
      assert.deepEqual(
        newestFirst.body.content.map((a: { name: string }) => a.name),
        ['Autoclave service', 'Oscilloscope trade-in'],
      );
      const found = await call('POST', 'advert', undefined, { search: 'calibrat' });
      assert.deepEqual(
        found.body.content.map((a: { name: string }) => a.name),
        ['Spring calibration'],
      );
      const byTag = await call('POST', 'advert', undefined, { category: 'rf' });
      assert.equal(byTag.body.totalElements, 1);
      const page2 = await call('POST', 'advert', undefined, { page: 2, size: 3, sortOrder: 'desc' });
      assert.deepEqual(
        page2.body.content.map((a: { name: string }) => a.name),
        ['Autoclave service'],
      );
      assert.equal((await call('POST', 'advert', undefined, { size: 0 })).status, 400);
    });

    test('validation: name required, redirect URL must be an http(s) address, document checked by content', async () => {
      const noName = await call('POST', 'advert', admin, multipartBody({ name: ' ', url: 'javascript:alert(1)' }));
      assert.equal(noName.status, 400);
      assert.deepEqual(noName.body.errors, ['Name is required.', 'Enter a valid URL']);
      const text = await call(
        'POST',
        'advert',
        admin,
        multipartBody({ name: 'Fake' }, [
          { field: 'document', filename: 'x.png', contentType: 'image/png', data: Buffer.from('not a picture at all') },
        ]),
      );
      assert.deepEqual([text.status, text.body.errors], [415, ['Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).']]);
      const video = (data: Buffer) =>
        multipartBody({ name: 'Clip' }, [{ field: 'document', filename: 'clip.mp4', contentType: 'video/mp4', data }]);
      const script = await call('POST', 'advert', admin, video(ftypThenScript()));
      assert.deepEqual([script.status, script.body.errors], [415, [videoUnreadableMessage]]);
      const clip = await call('POST', 'advert', admin, video(tinyMp4()));
      assert.equal(clip.status, 200);
      assert.match(clip.body.file.url, /\.mp4$/);
    });

    test('visitors, buyers and sellers cannot create, edit or delete adverts', async () => {
      for (const who of [undefined, buyer, seller]) {
        const expected = who ? 403 : 401;
        assert.equal((await call('POST', 'advert', who, multipartBody({ name: 'Mine' }, [await doc()]))).status, expected);
        assert.equal((await call('PUT', 'advert', who, multipartBody({ id: '1', name: 'Mine' }))).status, expected);
        assert.equal((await call('PUT', 'advert/deleteAdvert?id=1', who)).status, expected);
      }
      assert.equal((await call('POST', 'advert', buyer, { search: 'Spring' })).body.totalElements, 1);
    });

    test('an admin edits an advert (new document replaces the old file) and deletes it', async () => {
      const created = (await call('POST', 'advert', admin, multipartBody({ name: 'Centrifuge offer' }, [await doc()]))).body;
      const oldFile = path.join(t.config.mediaDir, 'adverts', path.basename(created.file.url));
      const edited = await call(
        'PUT',
        'advert',
        admin,
        multipartBody({ id: String(created.id), name: 'Centrifuge trade-in', url: 'https://example.org', tags: 'Life Science' }, [
          await doc(),
        ]),
      );
      assert.equal(edited.status, 200);
      assert.deepEqual(
        [edited.body.name, edited.body.url, edited.body.tags],
        ['Centrifuge trade-in', 'https://example.org', ['Life Science']],
      );
      assert.notEqual(edited.body.file.url, created.file.url);
      assert.equal(existsSync(oldFile), false);
      const json = await call('PUT', 'advert', admin, { id: created.id, name: 'Centrifuge trade-in 2' });
      assert.deepEqual([json.status, json.body.file.url], [200, edited.body.file.url]);
      assert.deepEqual((await call('PUT', 'advert', admin, { id: created.id, name: '' })).body.errors, ['Name is required.']);
      const del = await call('PUT', `advert/deleteAdvert?id=${created.id}`, admin);
      assert.deepEqual([del.status, del.body.message], [200, 'Advertisement is deleted.']);
      assert.equal(existsSync(path.join(t.config.mediaDir, 'adverts', path.basename(edited.body.file.url))), false);
      assert.equal((await call('PUT', `advert/deleteAdvert?id=${created.id}`, admin)).status, 404);
      assert.equal((await call('PUT', 'advert/deleteAdvert?id=abc', admin)).status, 400);
    });
  });
}
