import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { mediaKindOf, type MediaKind } from '@xchange/contract';
import { AppError } from '../errors.ts';
import { publishMedia, removeMedia } from '../media-store.ts';
import { maxInputPixels } from './jpeg-variants.ts';
import { fileHasVideoTrack } from './probe-video.ts';
import type { TempUpload } from './stream-to-file.ts';

export interface MediaRules {
  /** MIME types accepted, judged by content (magic bytes). */
  allowed: readonly string[];
  /** Largest accepted size per kind, in bytes. */
  maxBytes: Record<MediaKind, number>;
  texts: { type: string; tooLarge: string; unreadable: string; pixelFlood: string; noVideoTrack: string };
}

export interface StoredMediaFile {
  url: string;
  thumbUrl: string | null;
  fileType: MediaKind;
  /** Bytes the stored files take on disk (picture and thumbnail together). */
  bytes: number;
}

/** Longest edge of a stored picture and of its thumbnail. */
export const pictureEdge = 1600;
export const thumbEdge = 400;

/**
 * Checks a streamed upload by content and size, then stores it under `mediaDir/folder` (served at `/media/folder/…`):
 * a picture re-encoded as JPEG (orientation applied, metadata dropped, at most `pictureEdge`) plus a thumbnail; a video
 * kept as sent once it parses as its container with a video track (else 415). The temporary file is always removed.
 */
export async function storeMedia(upload: TempUpload, mediaDir: string, folder: string, rules: MediaRules): Promise<StoredMediaFile> {
  try {
    const sniffed = await fileTypeFromFile(upload.path);
    const kind = sniffed ? mediaKindOf(sniffed.mime) : undefined;
    if (!sniffed || !kind || !rules.allowed.includes(sniffed.mime)) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', rules.texts.type);
    if (upload.size > rules.maxBytes[kind]) throw new AppError('ERR_PAYLOAD_TOO_LARGE', rules.texts.tooLarge);
    const dir = path.join(mediaDir, folder);
    await mkdir(dir, { recursive: true });
    const name = randomBytes(12).toString('base64url');
    const url = (file: string) => `/media/${folder}/${file}`;
    if (kind === 'video') {
      if (!(await fileHasVideoTrack(upload.path))) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', rules.texts.noVideoTrack);
      await rename(upload.path, path.join(dir, `${name}.${sniffed.ext}`));
      await publishMedia(mediaDir, folder, [`${name}.${sniffed.ext}`]);
      return { url: url(`${name}.${sniffed.ext}`), thumbUrl: null, fileType: 'video', bytes: upload.size };
    }
    await writePictures(upload.path, dir, name, rules.texts);
    const sizes = await Promise.all([`${name}.jpg`, `${name}-thumb.jpg`].map(async (f) => (await stat(path.join(dir, f))).size));
    await publishMedia(mediaDir, folder, [`${name}.jpg`, `${name}-thumb.jpg`]);
    return { url: url(`${name}.jpg`), thumbUrl: url(`${name}-thumb.jpg`), fileType: 'image', bytes: sizes[0]! + sizes[1]! };
  } finally {
    await upload.remove();
  }
}

async function writePictures(source: string, dir: string, name: string, texts: MediaRules['texts']): Promise<void> {
  try {
    const base = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
    await Promise.all([
      base
        .clone()
        .resize(pictureEdge, pictureEdge, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(path.join(dir, `${name}.jpg`)),
      base
        .clone()
        .resize(thumbEdge, thumbEdge, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 78, mozjpeg: true })
        .toFile(path.join(dir, `${name}-thumb.jpg`)),
    ]);
  } catch (err) {
    await Promise.all([rm(path.join(dir, `${name}.jpg`), { force: true }), rm(path.join(dir, `${name}-thumb.jpg`), { force: true })]);
    const pixelLimit = err instanceof Error && /pixel limit/i.test(err.message);
    throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', pixelLimit ? texts.pixelFlood : texts.unreadable);
  }
}

/** Removes files `storeMedia` wrote under `/media/folder/`; seeded or foreign urls are left alone. */
export async function removeStoredMedia(mediaDir: string, folder: string, urls: (string | null | undefined)[]): Promise<void> {
  const prefix = `/media/${folder}/`;
  const names = urls.filter((u): u is string => !!u?.startsWith(prefix)).map((u) => path.basename(u));
  await removeMedia(mediaDir, folder, names);
}
