import {
  certificateMaxBytes,
  certificateMessages,
  certificateType,
  productMediaMaxBytes,
  productMediaMessages,
  productMediaTypes,
} from '@xchange/contract';
import {
  removeStoredMedia,
  storeDocument,
  storeMedia,
  type DocumentRules,
  type MediaRules,
  type StoredDocument,
  type StoredMediaFile,
  type TempUpload,
} from '../../lib/uploads/index.ts';
import type { ProductMultipart } from './read-multipart.ts';

/** Where product media goes and the rules it must pass (caps injectable for tests). */
export interface ProductMediaConfig extends MediaRules {
  mediaDir: string;
}

export const productMediaFolder = 'products';
/** Calibration certificates (docs/product.md §2.9): kept as sent, served only by GET product/:id/certificate. */
export const certificateFolder = 'certificates';
export const certificateRules: DocumentRules = {
  type: certificateType,
  ext: 'pdf',
  maxBytes: certificateMaxBytes,
  texts: { type: certificateMessages.type, tooLarge: certificateMessages.tooLarge },
};

export function productMediaConfig(mediaDir: string, maxBytes: MediaRules['maxBytes'] = productMediaMaxBytes): ProductMediaConfig {
  return { mediaDir, allowed: productMediaTypes, maxBytes, texts: productMediaMessages };
}

/** Stores every upload (each checked by content and size); on the first refusal removes what was stored and the rest. */
export async function storeProductMedia(media: ProductMediaConfig, uploads: TempUpload[]): Promise<StoredMediaFile[]> {
  const stored: StoredMediaFile[] = [];
  try {
    for (const upload of uploads) stored.push(await storeMedia(upload, media.mediaDir, productMediaFolder, media));
    return stored;
  } catch (err) {
    await Promise.all(uploads.map((u) => u.remove()));
    await forgetProductMedia(
      media,
      stored.flatMap((s) => [s.url, s.thumbUrl]),
    );
    throw err;
  }
}

/** Removes stored product files and certificates (seeded files elsewhere are left alone). */
export async function forgetProductMedia(media: ProductMediaConfig, urls: (string | null | undefined)[]): Promise<void> {
  await Promise.all([
    removeStoredMedia(media.mediaDir, productMediaFolder, urls),
    removeStoredMedia(media.mediaDir, certificateFolder, urls),
  ]);
}

/** Where the files of a store call went, for the clean-up of a failed request. */
export interface MediaStores {
  /** Pictures and videos, each checked by content and size. */
  store: (uploads: TempUpload[]) => Promise<StoredMediaFile[]>;
  /** A calibration certificate: a PDF by content, at most `certificateMaxBytes`. */
  storeCertificate: (upload: TempUpload) => Promise<StoredDocument>;
}

/**
 * Runs an upload handler's `work` with a `store` for its files (and `storeCertificate` for a certificate); if anything
 * fails, the unread parts are discarded and every file stored so far is removed before the error goes on.
 */
export async function withStoredMedia<T>(
  media: ProductMediaConfig,
  parts: ProductMultipart,
  work: (store: MediaStores['store'], storeCertificate: MediaStores['storeCertificate']) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const store = async (uploads: TempUpload[]) => {
    const files = await storeProductMedia(media, uploads);
    stored.push(...files.flatMap((f) => [f.url, f.thumbUrl ?? '']));
    return files;
  };
  const storeCertificate = async (upload: TempUpload) => {
    const file = await storeDocument(upload, media.mediaDir, certificateFolder, certificateRules);
    stored.push(file.url);
    return file;
  };
  try {
    return await work(store, storeCertificate);
  } catch (err) {
    await parts.discard();
    await forgetProductMedia(media, stored);
    throw err;
  }
}
