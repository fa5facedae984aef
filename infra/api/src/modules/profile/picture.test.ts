import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

const boundary = 'xchange-test-boundary';
const multipartBody = (file: Buffer, filename: string, type: string, field = 'file') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const picture = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

for (const driver of drivers) {
  describe(`profile pictures (${driver})`, () => {
    let t: TestApp;
    let buyer: TestUser;
    let seller: TestUser;
    const upload = (who: TestUser, kind: 'Buyer' | 'Seller', email: string, body: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/signup/upload${kind}ProfilePicture?email=${encodeURIComponent(email)}`,
        headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    const stored = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

    before(async () => {
      t = await createTestApp(driver);
      buyer = await addTestUser(t, 'buyer');
      seller = await addTestUser(t, 'seller');
    });
    after(() => t.close());

    test('a JPEG is re-encoded to 512 px plus a 96 px thumbnail and set on the profile', async () => {
      const r = await upload(buyer, 'Buyer', buyer.email.toUpperCase(), multipartBody(await picture('jpeg'), 'me.jpg', 'image/jpeg'));
      assert.equal(r.statusCode, 200, r.body);
      const { profilePhoto, username } = r.json();
      assert.equal(username, buyer.email);
      assert.match(profilePhoto, new RegExp(`^/media/profiles/${buyer.id}-[\\w-]+\\.jpg$`));
      const full = await sharp(stored(profilePhoto)).metadata();
      const thumb = await sharp(stored(profilePhoto.replace(/\.jpg$/, '-thumb.jpg'))).metadata();
      assert.deepEqual([full.format, full.width, full.height, thumb.width, thumb.height], ['jpeg', 512, 512, 96, 96]);
      const served = await t.app.inject({ url: profilePhoto });
      assert.equal(served.statusCode, 200);
      assert.equal(
        (await t.app.inject({ url: '/api/v1/buyerprofile/get-profile', headers: buyer.auth })).json().profilePhoto,
        profilePhoto,
      );

      const again = await upload(buyer, 'Buyer', buyer.email, multipartBody(await picture('jpeg'), 'me2.jpg', 'image/jpeg'));
      assert.notEqual(again.json().profilePhoto, profilePhoto);
      assert.equal(existsSync(stored(profilePhoto)), false, 'the replaced picture is removed');
    });

    test('a seller upload answers the seller profile', async () => {
      const r = await upload(seller, 'Seller', seller.email, multipartBody(await picture('jpeg'), 'shop.jpeg', 'image/jpeg'));
      assert.equal(r.statusCode, 200);
      assert.equal(r.json().accountStatus, true);
    });

    test('a PNG named .jpg is refused by its content with 415', async () => {
      const r = await upload(buyer, 'Buyer', buyer.email, multipartBody(await picture('png'), 'fake.jpg', 'image/jpeg'));
      assert.equal(r.statusCode, 415);
      assert.deepEqual(r.json(), { code: 'ERR_UNSUPPORTED_MEDIA_TYPE', errors: ['Only JPEG pictures are accepted.'] });
    });

    test("another user's email, the wrong role or no session are refused", async () => {
      const body = multipartBody(await picture('jpeg'), 'me.jpg', 'image/jpeg');
      assert.equal((await upload(buyer, 'Buyer', seller.email, body)).statusCode, 403);
      assert.equal((await upload(seller, 'Buyer', seller.email, body)).statusCode, 403);
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/signup/uploadBuyerProfilePicture?email=${buyer.email}`,
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      assert.equal(anonymous.statusCode, 401);
    });

    test('a file above 10 MB answers 413; a missing file 400', async () => {
      const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(10 * 1024 * 1024)]);
      const r = await upload(seller, 'Seller', seller.email, multipartBody(big, 'big.jpg', 'image/jpeg'));
      assert.equal(r.statusCode, 413);
      assert.deepEqual(r.json().errors, ['Pictures must be at most 10 MB.']);
      const none = await upload(seller, 'Seller', seller.email, multipartBody(await picture('jpeg'), 'x.jpg', 'image/jpeg', 'other'));
      assert.equal(none.statusCode, 400);
    });
  });
}
