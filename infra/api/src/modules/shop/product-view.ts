import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MediaFile, ProductWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, categories, mediaFiles, products, users, watchlist } from '../../db/schema/index.ts';
import { isPromoted } from './visibility.ts';

/** The columns every shop answer reads; `extra` adds per-query ones (distance). */
export function productColumns(db: Db, buyerId: number | undefined, extra: { distance?: SQL<number> } = {}) {
  return {
    id: products.id,
    name: products.name,
    description: products.description,
    price: products.price,
    discountPrice: products.discountPrice,
    condition: products.condition,
    tags: products.tags,
    featured: products.featured,
    sellerId: products.sellerId,
    address: products.address,
    latitude: products.latitude,
    longitude: products.longitude,
    acceptOffers: products.acceptOffers,
    priceOnRequest: products.priceOnRequest,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
    brand: brands.name,
    category: categories.name,
    sellerFirstname: users.firstname,
    sellerLastname: users.lastname,
    sellerCompany: users.company,
    promoted: isPromoted(db),
    starred:
      buyerId === undefined
        ? sql<null>`null`
        : sql<boolean>`exists (select 1 from ${watchlist} where ${watchlist.buyerId} = ${buyerId} and ${watchlist.productId} = ${products.id})`,
    distance: extra.distance ?? sql<null>`null`,
  };
}

/** `select … from products` with the brand, category and seller the answer shows. */
export function selectProducts(db: Db, buyerId: number | undefined, extra: { distance?: SQL<number> } = {}) {
  return db
    .select(productColumns(db, buyerId, extra))
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

const iso = (d: Date | string) => new Date(d).toISOString();
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Primary and secondary files of the listed products, in slot order. */
async function mediaOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { primary: MediaFile | null; secondary: MediaFile[] }>();
  const rows = await db
    .select({
      id: mediaFiles.id,
      productId: mediaFiles.productId,
      url: mediaFiles.url,
      thumbUrl: mediaFiles.thumbUrl,
      fileType: mediaFiles.fileType,
      slot: mediaFiles.slot,
    })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.productId, ids)))
    .orderBy(asc(mediaFiles.productId), asc(mediaFiles.slot), asc(mediaFiles.position), asc(mediaFiles.id));
  const out = new Map(ids.map((id) => [id, { primary: null as MediaFile | null, secondary: [] as MediaFile[] }]));
  for (const r of rows) {
    const file: MediaFile = { id: r.id, url: r.url, fileType: r.fileType, thumbUrl: r.thumbUrl };
    const entry = out.get(r.productId)!;
    if (r.slot === 'primary' && !entry.primary) entry.primary = file;
    else entry.secondary.push(file);
  }
  return out;
}

/** Rows as the contract's product (docs/product.md §3), with their media. */
export async function toProducts(db: Db, rows: ProductRow[]): Promise<ProductWire[]> {
  const media = await mediaOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const m = media.get(r.id)!;
    const p: ProductWire = {
      id: r.id,
      productname: r.name,
      description: r.description,
      price: Number(r.price),
      discountprice: r.discountPrice === null ? '' : Number(r.discountPrice),
      sellinginstrument: r.category ?? '',
      manufacturer: r.brand ?? '',
      condition: r.condition,
      tags: r.tags,
      featured: r.featured,
      sellerid: r.sellerId,
      address: r.address,
      location: r.address,
      primaryfile: m.primary,
      productfiles: m.secondary,
      seller: { id: r.sellerId, firstname: r.sellerFirstname, lastname: r.sellerLastname, company: r.sellerCompany },
      promoted: Boolean(r.promoted),
      latitude: r.latitude,
      longitude: r.longitude,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      // docs/product.md §2.11: shown to everyone; the seller's auto amounts never are (seller-products adds them)
      acceptoffers: r.acceptOffers,
      priceonrequest: r.priceOnRequest,
    };
    if (r.starred !== null) p.isStarred = Boolean(r.starred);
    if (r.distance !== null) p.distanceMiles = round1(Number(r.distance));
    return p;
  });
}
