import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { secondaryFileSlots, skuTexts, type ListQuery, type MediaFile, type ProductWire, type ProductFormWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, categories, mediaFiles, productDetails, products, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { StoredMediaFile } from '../../lib/uploads/index.ts';
import { selectProducts, toProducts, withListingDetails, withSellerFields } from '../shop/index.ts';
import { ownKey } from '../../lib/list-page.ts';
import { isUniqueViolation } from '../../lib/unique.ts';
/** The handle `db.transaction()` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

/** Sortable columns of the seller's product tables (docs/product.md §9 default: productname ascending). */
const sortColumns: Record<string, SQL | typeof products.price | typeof products.featured | typeof products.createdAt> = {
  productname: sql`lower(${products.name})`,
  description: sql`lower(${products.description})`,
  price: products.price,
  sellinginstrument: sql`lower(${categories.name})`,
  manufacturer: sql`lower(${brands.name})`,
  featured: products.featured,
  createdAt: products.createdAt,
};

/** POST product: one page of the caller's own listings (published or not), searched and sorted. */
export async function listOwnProducts(db: Db, sellerId: number, q: ListQuery): Promise<{ content: ProductWire[]; totalElements: number }> {
  const term = q.search?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(products.sellerId, sellerId),
    like
      ? or(ilike(products.name, like), ilike(products.description, like), ilike(brands.name, like), ilike(categories.name, like))
      : undefined,
  );
  const dir = q.sortOrder === 'desc' ? desc : asc;
  const column = sortColumns[ownKey(sortColumns, q.sortBy) ?? 'productname']!;
  const [rows, [total]] = await Promise.all([
    selectProducts(db, undefined)
      .where(where)
      .orderBy(dir(column), dir(products.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ n: count() })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  return { content: await withSellerFields(db, await toProducts(db, rows)), totalElements: Number(total?.n ?? 0) };
}

/** The caller's own listing as the API shows it; 404 for anyone else's (never their data). */
export async function ownProduct(db: Db, sellerId: number, id: number): Promise<ProductWire> {
  const rows = await selectProducts(db, undefined)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
    .limit(1);
  if (!rows.length) throw new AppError('ERR_NOT_FOUND', 'This product was not found among your listings.');
  return (await withSellerFields(db, await withListingDetails(db, await toProducts(db, rows), sellerId)))[0]!;
}

/** Throws 404 unless the listing exists and belongs to the seller. */
export async function assertOwner(db: Handle, sellerId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
  if (!row) throw new AppError('ERR_NOT_FOUND', 'This product was not found among your listings.');
}

/** The category (type of instrument) and brand ids of the form's names; unknown names are refused. */
export async function resolveCatalogIds(
  db: Handle,
  form: Pick<ProductFormWire, 'sellinginstrument' | 'manufacturer'>,
): Promise<{ categoryId: number; brandId: number }> {
  const [[category], [brand]] = await Promise.all([
    db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = lower(${form.sellinginstrument})`),
    db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`lower(${brands.name}) = lower(${form.manufacturer})`),
  ]);
  const errors = [
    ...(category ? [] : [`Unknown category "${form.sellinginstrument}". Please pick one from the Category list.`]),
    ...(brand ? [] : [`Unknown manufacturer "${form.manufacturer}". Please pick one from the Manufacturer list.`]),
  ];
  if (errors.length) throw new AppError('ERR_VALIDATION', errors);
  return { categoryId: category!.id, brandId: brand!.id };
}

/** docs/product.md §2.11: the offer settings the form sent; an absent one keeps what is stored. */
const offerColumns = (form: ProductFormWire) => ({
  ...(form.acceptoffers === undefined ? {} : { acceptOffers: form.acceptoffers }),
  ...(form.priceonrequest === undefined ? {} : { priceOnRequest: form.priceonrequest }),
  ...(form.autodeclinebelow === undefined ? {} : { autoDeclineBelow: form.autodeclinebelow }),
  ...(form.autoacceptat === undefined ? {} : { autoAcceptAt: form.autoacceptat }),
});

/** The listing columns a form save writes (shared with the import's batch writes). */
export const formColumns = (form: ProductFormWire, ids: { categoryId: number; brandId: number }) => ({
  ...offerColumns(form),
  // docs/product.md §2.12: absent keeps the stored SKU, '' removes it
  ...(form.sku === undefined ? {} : { sku: form.sku || null }),
  name: form.productname,
  description: form.description,
  price: form.price,
  // docs/product.md §5: an empty discount is saved as the price; the shop reads a discount equal to the price as none
  discountPrice: form.discountprice === '' || form.discountprice === form.price ? null : form.discountprice,
  condition: form.condition,
  tags: form.tags,
  ...ids,
});

/** Runs a listing write; the seller's SKU index refusing it answers 409 naming the SKU. */
async function skuUnique<T>(form: ProductFormWire, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err) && form.sku) throw new AppError('ERR_CONFLICT', skuTexts.taken(form.sku));
    throw err;
  }
}

/** Inserts a listing at the seller's address (published unless `published: false`). */
export async function insertProduct(
  tx: Tx,
  sellerId: number,
  form: ProductFormWire,
  ids: { categoryId: number; brandId: number },
  published = true,
): Promise<number> {
  const [seller] = await tx
    .select({ address: users.address, latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .where(eq(users.id, sellerId));
  const [row] = await skuUnique(form, () =>
    tx
      .insert(products)
      .values({
        ...formColumns(form, ids),
        sellerId,
        published,
        address: seller?.address ?? '',
        latitude: seller?.latitude ?? null,
        longitude: seller?.longitude ?? null,
      })
      .returning({ id: products.id }),
  );
  return row!.id;
}

export async function updateProductRow(
  tx: Tx,
  id: number,
  form: ProductFormWire,
  ids: { categoryId: number; brandId: number },
  published?: boolean,
): Promise<void> {
  await skuUnique(form, () =>
    tx
      .update(products)
      .set({ ...formColumns(form, ids), ...(published === undefined ? {} : { published }), updatedAt: new Date() })
      .where(eq(products.id, id)),
  );
}

export async function setFeatured(db: Db, id: number, featured: boolean): Promise<void> {
  await db.update(products).set({ featured, updatedAt: new Date() }).where(eq(products.id, id));
}

/** Deletes the listing (its media rows, specs and facts go with it) and answers the urls of its files and certificate. */
export async function deleteProductRow(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ url: mediaFiles.url, thumbUrl: mediaFiles.thumbUrl })
      .from(mediaFiles)
      .where(eq(mediaFiles.productId, id));
    const [details] = await tx
      .select({ file: productDetails.certificateFile })
      .from(productDetails)
      .where(eq(productDetails.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    return [...files.flatMap((f) => [f.url, f.thumbUrl ?? '']), details?.file ?? ''];
  });
}

const toFile = (r: typeof mediaFiles.$inferSelect): MediaFile => ({ id: r.id, url: r.url, thumbUrl: r.thumbUrl, fileType: r.fileType });

/** Stores a file row in the primary slot (replacing any) or the next secondary slots; answers the replaced urls. */
export async function addMedia(
  tx: Tx,
  productId: number,
  slot: 'primary' | 'secondary',
  files: StoredMediaFile[],
): Promise<{ saved: MediaFile[]; replaced: string[] }> {
  let replaced: string[] = [];
  let position = 0;
  if (slot === 'primary') {
    const old = await tx
      .delete(mediaFiles)
      .where(and(eq(mediaFiles.productId, productId), eq(mediaFiles.slot, 'primary')))
      .returning();
    replaced = old.flatMap((r) => [r.url, r.thumbUrl ?? '']);
  } else {
    const [used] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${mediaFiles.position}), -1)` })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.productId, productId), eq(mediaFiles.slot, 'secondary')));
    if (Number(used!.n) + files.length > secondaryFileSlots) {
      throw new AppError(
        'ERR_VALIDATION',
        `A product has at most ${secondaryFileSlots} secondary photos or videos; ${secondaryFileSlots - Number(used!.n)} slot(s) are free.`,
      );
    }
    position = Number(used!.last) + 1;
  }
  if (!files.length) return { saved: [], replaced };
  const rows = await tx
    .insert(mediaFiles)
    .values(
      files.map((f, i) => ({
        productId,
        url: f.url,
        thumbUrl: f.thumbUrl,
        fileType: f.fileType,
        slot,
        position: position + i,
        bytes: f.bytes,
      })),
    )
    .returning();
  return { saved: rows.map(toFile), replaced };
}

/** PUT product/update: keeps only the product's own files whose url the seller sent back; answers the dropped urls. */
export async function keepMedia(tx: Tx, productId: number, primaryUrl: string | undefined, secondaryUrls: string[]): Promise<string[]> {
  const rows = await tx.select().from(mediaFiles).where(eq(mediaFiles.productId, productId));
  const drop = rows.filter((r) => (r.slot === 'primary' ? r.url !== primaryUrl : !secondaryUrls.includes(r.url)));
  if (drop.length)
    await tx.delete(mediaFiles).where(
      inArray(
        mediaFiles.id,
        drop.map((r) => r.id),
      ),
    );
  return drop.flatMap((r) => [r.url, r.thumbUrl ?? '']);
}

/** Bytes of every media file and calibration certificate stored for the seller's listings (the storage quota counts them). */
export async function storedMediaBytes(db: Handle, sellerId: number): Promise<number> {
  const [[media], [certificates]] = await Promise.all([
    db
      .select({ bytes: sql<string>`coalesce(sum(${mediaFiles.bytes}), 0)` })
      .from(mediaFiles)
      .innerJoin(products, eq(products.id, mediaFiles.productId))
      .where(eq(products.sellerId, sellerId)),
    db
      .select({ bytes: sql<string>`coalesce(sum(${productDetails.certificateBytes}), 0)` })
      .from(productDetails)
      .innerJoin(products, eq(products.id, productDetails.productId))
      .where(eq(products.sellerId, sellerId)),
  ]);
  return Number(media!.bytes) + Number(certificates!.bytes);
}
