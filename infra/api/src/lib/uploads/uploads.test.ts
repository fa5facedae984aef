import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import type { AppError } from '../errors.ts';
import { jpegVariants, requireMediaType, sniffMedia } from './index.ts';

const picture = (format: 'jpeg' | 'png', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 248, g: 158, b: 35 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG whose header claims 65535 × 65535 pixels: a decompression bomb as far as a decoder can tell. */
async function pixelFlood(): Promise<Buffer> {
  const jpeg = Buffer.from(await picture('jpeg', 16, 16));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(0xffff, sof + 5);
  jpeg.writeUInt16BE(0xffff, sof + 7);
  return jpeg;
}

describe('upload sniffing', () => {
  test('tells JPEG and PNG apart by content, not by name', async () => {
    assert.deepEqual(await sniffMedia(await picture('jpeg')), { mime: 'image/jpeg', ext: 'jpg', kind: 'image' });
    assert.equal((await sniffMedia(await picture('png')))?.mime, 'image/png');
    assert.equal(await sniffMedia(Buffer.from('just some text, named photo.jpg')), undefined);
  });

  test('requireMediaType answers 415 with the given text for anything else', async () => {
    await requireMediaType(await picture('jpeg'), ['image/jpeg']);
    await assert.rejects(requireMediaType(await picture('png'), ['image/jpeg'], 'Only JPEG pictures are accepted.'), (e: AppError) => {
      assert.equal(e.statusCode, 415);
      assert.equal(e.code, 'ERR_UNSUPPORTED_MEDIA_TYPE');
      assert.deepEqual(e.errors, ['Only JPEG pictures are accepted.']);
      return true;
    });
  });
});

describe('JPEG variants', () => {
  test('re-encodes to square JPEGs of each size without the original metadata', async () => {
    const withExif = await sharp(await picture('jpeg', 1200, 700))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .jpeg()
      .toBuffer();
    const out = await jpegVariants(withExif, { full: 512, thumb: 96 });
    const full = await sharp(out.full).metadata();
    const thumb = await sharp(out.thumb).metadata();
    assert.deepEqual([full.format, full.width, full.height, full.exif], ['jpeg', 512, 512, undefined]);
    assert.deepEqual([thumb.format, thumb.width, thumb.height], ['jpeg', 96, 96]);
  });

  test('refuses a pixel flood and unreadable data with 415', async () => {
    await assert.rejects(jpegVariants(await pixelFlood(), { full: 512 }), (e: AppError) => e.statusCode === 415);
    await assert.rejects(
      jpegVariants(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), { full: 512 }, 'Bad picture.'),
      (e: AppError) => e.errors[0] === 'Bad picture.',
    );
  });
});
