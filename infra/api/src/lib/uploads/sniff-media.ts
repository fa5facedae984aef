import { fileTypeFromBuffer } from 'file-type';
import { mediaKindOf, type MediaKind } from '@xchange/contract';
import { AppError } from '../errors.ts';

export interface SniffedMedia {
  mime: string;
  ext: string;
  kind: MediaKind | undefined;
}

/** The file's real type from its magic bytes; the name and the announced MIME type are never trusted. */
export async function sniffMedia(data: Uint8Array): Promise<SniffedMedia | undefined> {
  const t = await fileTypeFromBuffer(data);
  return t ? { mime: t.mime, ext: t.ext, kind: mediaKindOf(t.mime) } : undefined;
}

/** Sniffs the content and answers 415 ERR_UNSUPPORTED_MEDIA_TYPE with `message` unless its type is one of `allowed`. */
export async function requireMediaType(data: Uint8Array, allowed: readonly string[], message?: string): Promise<SniffedMedia> {
  const sniffed = await sniffMedia(data);
  if (!sniffed || !allowed.includes(sniffed.mime)) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', message);
  return sniffed;
}
