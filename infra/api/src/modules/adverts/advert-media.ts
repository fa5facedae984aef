import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { advertDocumentMaxBytes, advertDocumentMessages, advertDocumentTypes, type MediaKind } from '@xchange/contract';
import { AppError } from '../../lib/errors.ts';
import { publishMedia, removeMedia } from '../../lib/media-store.ts';
import { bufferHasVideoTrack, maxInputPixels, requireMediaType } from '../../lib/uploads/index.ts';

/** The contract's allowed types and caps (the admin dialog checks the same before sending). */
export const advertMediaTypes = advertDocumentTypes;
export const advertMaxBytes = advertDocumentMaxBytes;
export const advertMediaTexts = { ...advertDocumentMessages, unreadable: 'This picture could not be read.' } as const;
/** Longest edge of a stored advert picture: the shop's side column never shows it larger. */
export const advertPictureEdge = 1200;
export const advertUrlPrefix = '/media/adverts/';

export interface StoredMedia {
  url: string;
  fileType: MediaKind;
}

/** Pictures are re-encoded (metadata dropped, size capped); videos are kept as sent once they parse with a video track. */
export async function storeAdvertMedia(mediaDir: string, data: Buffer): Promise<StoredMedia> {
  const sniffed = await requireMediaType(data, advertMediaTypes, advertMediaTexts.type);
  const kind = sniffed.kind!;
  if (data.length > advertMaxBytes[kind]) throw new AppError('ERR_PAYLOAD_TOO_LARGE', advertMediaTexts.tooLarge);
  const name = randomBytes(12).toString('base64url');
  const dir = path.join(mediaDir, 'adverts');
  await mkdir(dir, { recursive: true });
  if (kind === 'video') {
    if (!(await bufferHasVideoTrack(data, sniffed.mime))) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', advertMediaTexts.noVideoTrack);
    await writeFile(path.join(dir, `${name}.${sniffed.ext}`), data);
    await publishMedia(mediaDir, 'adverts', [`${name}.${sniffed.ext}`]);
    return { url: `${advertUrlPrefix}${name}.${sniffed.ext}`, fileType: 'video' };
  }
  const jpeg = await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize(advertPictureEdge, advertPictureEdge, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', advertMediaTexts.unreadable);
    });
  await writeFile(path.join(dir, `${name}.jpg`), jpeg);
  await publishMedia(mediaDir, 'adverts', [`${name}.jpg`]);
  return { url: `${advertUrlPrefix}${name}.jpg`, fileType: 'image' };
}

/** Removes a file this module stored; seeded or foreign urls are left alone. */
export async function removeAdvertMedia(mediaDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(advertUrlPrefix)) return;
  await removeMedia(mediaDir, 'adverts', [path.basename(url)]);
}
