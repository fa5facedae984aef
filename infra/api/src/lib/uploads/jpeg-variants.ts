import sharp from 'sharp';
import { AppError } from '../errors.ts';

/** Refuses decompression bombs: a picture above this many pixels is not decoded. */
export const maxInputPixels = 40_000_000;

/**
 * Re-encodes a picture as square JPEGs, one per named edge length (e.g. `{ full: 512, thumb: 96 }`): orientation
 * applied, metadata (EXIF, GPS) dropped, so nothing of the uploaded bytes is served as is.
 */
export async function jpegVariants<K extends string>(
  data: Uint8Array,
  sizes: Record<K, number>,
  unreadable?: string,
): Promise<Record<K, Buffer>> {
  try {
    const base = sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    const entries = await Promise.all(
      (Object.entries(sizes) as [K, number][]).map(async ([name, edge]) => {
        const out = await base.clone().resize(edge, edge, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
        return [name, out] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<K, Buffer>;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', unreadable ?? 'This picture could not be read.');
  }
}
