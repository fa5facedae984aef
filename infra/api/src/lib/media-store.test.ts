import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ProductWire } from '@xchange/contract';
import { freePort } from '../faults/api-process.ts';
import { seedShop, type ShopFixture } from '../modules/shop/shop-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { tinyPdf } from '../security/security-kit.ts';
import { jsonClient, multipartCall, picture, webm } from '../test/seller-products-test-kit.ts';

const bucket = 'xchange-media-test';
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Media in an S3 bucket (S3_BUCKET): s3rver, an S3-compatible server from the npm registry, stands in for AWS. */
describe('media on S3 (s3rver)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xchange-s3rver-'));
  let server: S3rver;
  let endpoint: string;
  let s3: S3Client;
  let t: TestApp;
  let f: ShopFixture;
  let call: ReturnType<typeof jsonClient>;
  const stored = async (url: string) =>
    s3.send(new HeadObjectCommand({ Bucket: bucket, Key: url.replace(/^\/media\//, '') })).then(
      () => true,
      () => false,
    );

  before(async () => {
    const port = await freePort();
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: keys });
    t = await createTestApp('pglite', {
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    call = jsonClient(t);
    f = await seedShop(t);
  });
  after(async () => {
    await t.close();
    s3.destroy();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('an upload goes to the bucket (not the disk), is served at its /media url with ranges, and leaves with its listing', async () => {
    const r = await multipartCall(
      t,
      'POST',
      'product/savewithfiles',
      [
        ...Object.entries({
          productname: 'Bucket Scope 1',
          description: 'Stored in S3',
          price: '900',
          discountprice: '',
          sellinginstrument: 'Oscilloscopes',
          manufacturer: 'Keysight',
          condition: 'Used',
          tags: '',
        }),
        ['pfile', { data: await picture('jpeg'), filename: 'front.jpg' }],
        ['sfile', { data: webm, filename: 'demo.webm' }],
      ],
      f.sellerA,
    );
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const p = r.body as ProductWire;
    const urls = [p.primaryfile!.url, p.primaryfile!.thumbUrl!, p.productfiles[0]!.url];
    for (const url of urls) assert.ok(await stored(url), `${url} is in the bucket`);
    const local = readdirSync(path.join(t.config.mediaDir, 'products')).filter((n) => !n.startsWith('.'));
    assert.deepEqual(local, [], 'nothing stays in the media folder');

    const picture1 = await t.app.inject({ url: p.primaryfile!.url });
    assert.deepEqual([picture1.statusCode, picture1.headers['content-type']], [200, 'image/jpeg']);
    assert.deepEqual([...picture1.rawPayload.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
    assert.match(String(picture1.headers['cache-control']), /immutable/);
    const part = await t.app.inject({ url: p.productfiles[0]!.url, headers: { range: 'bytes=0-9' } });
    assert.deepEqual([part.statusCode, part.headers['content-type'], part.rawPayload.length], [206, 'video/webm', 10]);
    assert.match(String(part.headers['content-range']), /^bytes 0-9\/\d+$/);
    assert.equal((await t.app.inject({ url: '/media/products/missing.jpg' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/media/../config.json' })).statusCode, 404);

    assert.equal((await call('DELETE', `product/${p.id}`, { as: f.sellerA })).status, 200);
    for (const url of urls) assert.equal(await stored(url), false, `${url} left the bucket with its listing`);
    assert.equal(existsSync(path.join(t.config.mediaDir, 'products', path.basename(urls[0]!))), false);
  });

  test('a calibration certificate goes to the bucket, downloads from it through its listing, never from /media, and leaves with the listing', async () => {
    const pdf = await tinyPdf();
    const r = await multipartCall(
      t,
      'POST',
      'product/savewithfiles',
      [
        ...Object.entries({
          productname: 'Bucket Scope 2',
          description: 'Calibrated, certificate in S3',
          price: '1900',
          discountprice: '',
          sellinginstrument: 'Oscilloscopes',
          manufacturer: 'Keysight',
          condition: 'Used',
          tags: '',
          calibrated: 'true',
          calibrationDate: '2026-03-02',
          calibrationDue: '2027-03-02',
          calibrationLab: 'Keysight Calibration Services',
          calibrationAccreditation: 'ISO/IEC 17025',
          modelNumber: 'MSOX3104T',
        }),
        ['certificate', { data: pdf, filename: 'c.pdf' }],
      ],
      f.sellerA,
    );
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const p = r.body as ProductWire;
    const local = existsSync(path.join(t.config.mediaDir, 'certificates'))
      ? readdirSync(path.join(t.config.mediaDir, 'certificates')).filter((n) => !n.startsWith('.'))
      : [];
    assert.deepEqual(local, [], 'nothing stays in the media folder');
    const file = await t.app.inject({ url: p.calibration!.certificate!.url });
    assert.deepEqual([file.statusCode, file.headers['content-type']], [200, 'application/pdf']);
    assert.equal(file.headers['content-disposition'], 'attachment; filename="MSOX3104T-calibration-certificate.pdf"');
    assert.ok(file.rawPayload.equals(pdf));
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'certificates/' }));
    const key = listed.Contents?.[0]?.Key;
    assert.ok(key, 'the certificate is in the bucket');
    assert.equal((await t.app.inject({ url: `/media/${key}` })).statusCode, 404, 'never served inline from /media');

    assert.equal((await call('DELETE', `product/${p.id}`, { as: f.sellerA })).status, 200);
    assert.equal(await stored(`/media/${key}`), false, 'the certificate left the bucket with its listing');
  });
});
