import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, test } from 'node:test';
import sharp from 'sharp';
import type { AppError } from '../errors.ts';
import { audioOnlyMp4, ftypThenScript, tinyMp4, tinyWebm, webmHeaderOnly } from './fixtures/video-fixtures.ts';
import { storeMedia, streamToTempFile, type MediaRules } from './index.ts';

const texts = {
  type: 'Bad type.',
  tooLarge: 'Too large.',
  unreadable: 'Unreadable.',
  pixelFlood: 'Too many pixels.',
  noVideoTrack: 'No video.',
};
const rules = (maxBytes: MediaRules['maxBytes']): MediaRules => ({
  allowed: ['image/jpeg', 'image/png', 'video/webm', 'video/mp4'],
  maxBytes,
  texts,
});

describe('streamed media storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xchange-media-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  /** A body arriving in 64 KB chunks, like a request stream. */
  const chunks = (data: Buffer) =>
    Readable.from(
      (function* () {
        for (let i = 0; i < data.length; i += 65536) yield data.subarray(i, i + 65536);
      })(),
    );

  test('a stream over the cap is stopped with 413 and leaves no file', async () => {
    await assert.rejects(
      streamToTempFile(chunks(Buffer.alloc(300_000)), path.join(dir, 'tmp'), 200_000, 'Too large.'),
      (e: AppError) => e.statusCode === 413 && e.errors[0] === 'Too large.',
    );
    assert.deepEqual(readdirSync(path.join(dir, 'tmp')), []);
  });

  test('a video over its (injected) cap is refused; one within is stored as sent', async () => {
    const video = tinyWebm();
    const big = await streamToTempFile(chunks(video), path.join(dir, 'tmp'), 1_000_000);
    await assert.rejects(storeMedia(big, dir, 'products', rules({ image: 1_000_000, video: 500 })), (e: AppError) => e.statusCode === 413);
    assert.ok(!existsSync(big.path), 'the temporary file is removed');
    const ok = await storeMedia(
      await streamToTempFile(chunks(video), path.join(dir, 'tmp'), 1_000_000),
      dir,
      'products',
      rules({ image: 10, video: 10_000 }),
    );
    assert.equal(ok.fileType, 'video');
    assert.equal(ok.thumbUrl, null);
    assert.ok(existsSync(path.join(dir, ok.url.replace('/media/', ''))));
  });

  test('real MP4 and WebM clips are stored; files whose first bytes only look like one, or with no video track, are 415', async () => {
    const store = async (data: Buffer) =>
      storeMedia(
        await streamToTempFile(chunks(data), path.join(dir, 'tmp'), 1_000_000),
        dir,
        'products',
        rules({ image: 10, video: 1_000_000 }),
      );
    assert.match((await store(tinyMp4())).url, /\.mp4$/);
    assert.match((await store(tinyWebm())).url, /\.webm$/);
    const before = readdirSync(path.join(dir, 'products')).length;
    for (const [what, data] of [
      ['ftyp + script', ftypThenScript()],
      ['WebM header + zeros', webmHeaderOnly()],
      ['audio-only MP4', audioOnlyMp4()],
    ] as const) {
      await assert.rejects(store(data), (e: AppError) => e.statusCode === 415 && e.errors[0] === 'No video.', what);
    }
    assert.equal(readdirSync(path.join(dir, 'products')).length, before, 'nothing refused is stored');
    assert.deepEqual(readdirSync(path.join(dir, 'tmp')), [], 'no temporary file is left');
  });

  test('a picture is re-encoded as JPEG with a thumbnail; a renamed text file is refused', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: '#f89e23' } })
      .png()
      .toBuffer();
    const stored = await storeMedia(
      await streamToTempFile(chunks(png), path.join(dir, 'tmp'), 10_000_000),
      dir,
      'products',
      rules({ image: 10_000_000, video: 10 }),
    );
    const full = await sharp(path.join(dir, stored.url.replace('/media/', ''))).metadata();
    const thumb = await sharp(path.join(dir, stored.thumbUrl!.replace('/media/', ''))).metadata();
    assert.deepEqual([full.format, full.width, full.height], ['jpeg', 1600, 533]);
    assert.deepEqual([thumb.format, thumb.width], ['jpeg', 400]);
    const text = await streamToTempFile(chunks(Buffer.from('hello, I am photo.jpg')), path.join(dir, 'tmp'), 1000);
    await assert.rejects(
      storeMedia(text, dir, 'products', rules({ image: 1000, video: 1000 })),
      (e: AppError) => e.statusCode === 415 && e.errors[0] === 'Bad type.',
    );
  });
});
