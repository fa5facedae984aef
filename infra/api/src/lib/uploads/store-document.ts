import { randomBytes } from 'node:crypto';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../errors.ts';
import { publishMedia } from '../media-store.ts';
import type { TempUpload } from './stream-to-file.ts';

export interface DocumentRules {
  /** The one MIME type accepted, judged by content (magic bytes). */
  type: string;
  ext: string;
  maxBytes: number;
  texts: { type: string; tooLarge: string };
}

export interface StoredDocument {
  url: string;
  bytes: number;
}

/**
 * Checks a streamed upload by content and size, then keeps it as sent under `mediaDir/folder` with a random name. A
 * document is never re-encoded: it is only ever served as a download (docs/product.md §2.9). The temporary file is
 * always removed. With a media bucket (S3_BUCKET) it goes there, like every stored file.
 */
export async function storeDocument(upload: TempUpload, mediaDir: string, folder: string, rules: DocumentRules): Promise<StoredDocument> {
  try {
    const sniffed = await fileTypeFromFile(upload.path);
    if (sniffed?.mime !== rules.type) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', rules.texts.type);
    if (upload.size > rules.maxBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE', rules.texts.tooLarge);
    const dir = path.join(mediaDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(12).toString('base64url')}.${rules.ext}`;
    await rename(upload.path, path.join(dir, name));
    await publishMedia(mediaDir, folder, [name]);
    return { url: `/media/${folder}/${name}`, bytes: upload.size };
  } finally {
    await upload.remove();
  }
}
