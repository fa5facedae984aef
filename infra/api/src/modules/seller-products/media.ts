import { productMediaMaxBytes, productMediaMessages, productMediaTypes } from '@xchange/contract';
import { removeStoredMedia, storeMedia, type MediaRules, type StoredMediaFile, type TempUpload } from '../../lib/uploads/index.ts';
import type { ProductMultipart } from './read-multipart.ts';

/** Where product media goes and the rules it must pass (caps injectable for tests). */
export interface ProductMediaConfig extends MediaRules {
  mediaDir: string;
}

export const productMediaFolder = 'products';

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

/** Removes stored product files (seeded files elsewhere are left alone). */
export function forgetProductMedia(media: ProductMediaConfig, urls: (string | null | undefined)[]): Promise<void> {
  return removeStoredMedia(media.mediaDir, productMediaFolder, urls);
}

/**
 * Runs an upload handler's `work` with a `store` for its files; if anything fails, the unread parts are discarded and
 * every file stored so far is removed before the error goes on.
 */
export async function withStoredMedia<T>(
  media: ProductMediaConfig,
  parts: ProductMultipart,
  work: (store: (uploads: TempUpload[]) => Promise<StoredMediaFile[]>) => Promise<T>,
): Promise<T> {
  const stored: StoredMediaFile[] = [];
  const store = async (uploads: TempUpload[]) => {
    const files = await storeProductMedia(media, uploads);
    stored.push(...files);
    return files;
  };
  try {
    return await work(store);
  } catch (err) {
    await parts.discard();
    await forgetProductMedia(
      media,
      stored.flatMap((s) => [s.url, s.thumbUrl]),
    );
    throw err;
  }
}
