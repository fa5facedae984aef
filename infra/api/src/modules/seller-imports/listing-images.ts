import { randomBytes } from 'node:crypto';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { importTexts, productMediaMaxBytes, productMediaMessages } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { importedImages, mediaFiles, products } from '../../db/schema/index.ts';
import { storeMedia, type MediaRules, type StoredMediaFile } from '../../lib/uploads/index.ts';
import { assertQuota, forgetProductMedia, type ProductMediaConfig, type Tx, type UploadLimits } from '../seller-products/index.ts';
import { fetchImage, type ImageSource } from './image-fetch.ts';

/** A picture fetched for a row and stored, not yet attached to its listing. */
export interface FetchedImage {
  sourceUrl: string;
  file: StoredMediaFile;
}

/** Pictures only, checked by content as an upload is, with the importer's texts. */
const pictureRules: MediaRules = {
  allowed: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: { image: productMediaMaxBytes.image, video: 0 },
  texts: {
    type: importTexts.imageType,
    tooLarge: importTexts.imageTooLarge,
    unreadable: importTexts.imageType,
    pixelFlood: productMediaMessages.pixelFlood,
    noVideoTrack: importTexts.imageType,
  },
};

/** The listing's pictures, main one first, with the address each was imported from (null: uploaded on the form). */
async function storedImages(db: Db | Tx, productId: number) {
  return db
    .select({
      url: mediaFiles.url,
      thumbUrl: mediaFiles.thumbUrl,
      fileType: mediaFiles.fileType,
      bytes: mediaFiles.bytes,
      sourceUrl: importedImages.sourceUrl,
    })
    .from(mediaFiles)
    .leftJoin(importedImages, eq(importedImages.mediaFileId, mediaFiles.id))
    .where(eq(mediaFiles.productId, productId))
    .orderBy(sql`${mediaFiles.slot} = 'primary' desc`, asc(mediaFiles.position), asc(mediaFiles.id));
}

/** The addresses of a row its listing (found by SKU) doesn't already hold: only these are fetched. */
export async function addressesToFetch(db: Db, sellerId: number, sku: string, urls: string[]): Promise<string[]> {
  if (!urls.length) return [];
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), sql`lower(${products.sku}) = lower(${sku})`));
  const held = new Set(found ? (await storedImages(db, found.id)).map((s) => s.sourceUrl) : []);
  return urls.filter((u) => !held.has(u));
}

/** Fetches and stores the pictures (each within the seller's storage quota); on any refusal removes what it stored. */
export async function fetchImages(
  db: Db,
  sellerId: number,
  urls: string[],
  deps: { source: ImageSource; media: ProductMediaConfig; limits: UploadLimits },
): Promise<FetchedImage[]> {
  const done: FetchedImage[] = [];
  try {
    for (const url of urls) {
      const data = await fetchImage(url, deps.source);
      await assertQuota(db, sellerId, data.length, deps.limits);
      const dir = path.join(deps.media.mediaDir, 'products', '.incoming');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `.import-${randomBytes(9).toString('base64url')}`);
      await writeFile(file, data);
      const upload = { path: file, size: data.length, remove: () => rm(file, { force: true }) };
      done.push({ sourceUrl: url, file: await storeMedia(upload, deps.media.mediaDir, 'products', pictureRules) });
    }
    return done;
  } catch (err) {
    await dropFetched(deps.media, done);
    throw err;
  }
}

export const dropFetched = (media: ProductMediaConfig, fetched: FetchedImage[]) =>
  forgetProductMedia(
    media,
    fetched.flatMap((f) => [f.file.url, f.file.thumbUrl]),
  );

/**
 * Makes the listing's pictures the row's addresses, in order (the first is the main one): pictures already imported
 * from an address are kept, fetched ones added, the rest removed. An empty cell leaves the pictures alone. Answers
 * whether anything changed and the urls of removed files (deleted from storage after the commit).
 */
export async function placeImages(
  tx: Tx,
  productId: number,
  urls: string[],
  fetched: FetchedImage[],
): Promise<{ changed: boolean; dropped: string[] }> {
  if (!urls.length) return { changed: false, dropped: [] };
  const stored = await storedImages(tx, productId);
  if (stored.length === urls.length && stored.every((s, i) => s.sourceUrl === urls[i])) return { changed: false, dropped: [] };
  const files = urls.map((url) => {
    const kept = stored.find((s) => s.sourceUrl === url);
    if (kept) return { url, file: { url: kept.url, thumbUrl: kept.thumbUrl, fileType: kept.fileType, bytes: kept.bytes } };
    return { url, file: fetched.find((f) => f.sourceUrl === url)!.file };
  });
  await tx.delete(mediaFiles).where(eq(mediaFiles.productId, productId));
  const rows = await tx
    .insert(mediaFiles)
    .values(
      files.map(({ file }, i) => ({
        productId,
        url: file.url,
        thumbUrl: file.thumbUrl,
        fileType: file.fileType,
        slot: i === 0 ? ('primary' as const) : ('secondary' as const),
        position: i === 0 ? 0 : i - 1,
        bytes: file.bytes,
      })),
    )
    .returning({ id: mediaFiles.id });
  await tx.insert(importedImages).values(rows.map((r, i) => ({ mediaFileId: r.id, productId, sourceUrl: files[i]!.url })));
  const keptUrls = new Set(files.map((f) => f.file.url));
  const dropped = stored.filter((s) => !keptUrls.has(s.url)).flatMap((s) => [s.url, s.thumbUrl ?? '']);
  await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
  return { changed: true, dropped };
}
