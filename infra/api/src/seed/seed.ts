import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { brands as brandNames, tagVocabulary } from './data/brands.ts';
import { categories } from './data/categories.ts';
import { people, type PersonSeed } from './data/people.ts';
import { renderProductImage, type RenderedImage } from './images.ts';
import { generateListings } from './listings.ts';
import { seedListingDetails, seedSpecFields } from './listing-details.ts';
import { seedOrders } from './orders.ts';
import { seedExtras } from './extras.ts';
import { createRandom } from './prng.ts';
import { demoVideoOf } from './videos.ts';

export const seedListingCount = 330;

/** Which demo seller owns listing i: seller3 a handful (unpublished), seller2 a few, seller@demo.test the rest. */
const ownerOf = (i: number): PersonSeed['key'] => (i % 41 === 7 ? 'seller3' : i % 23 === 5 ? 'seller2' : 'seller');

async function renderAll(mediaDir: string, listings: ReturnType<typeof generateListings>) {
  const distinct = new Map(listings.map((l) => [`${l.model[0]}|${l.model[2]}`, l]));
  const images = new Map<string, RenderedImage>();
  const queue = [...distinct.entries()];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, l] = next;
        images.set(key, await renderProductImage(mediaDir, l.model[0], l.model[2], l.category));
      }
    }),
  );
  return images;
}

/** Demo data of README: users, catalogue with generated images, subscriptions, orders and threads. Runs in one transaction. */
export async function seed(db: Db, opts: { mediaDir: string; now?: Date }): Promise<{ products: number; ms: number }> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const r = createRandom(20240601);
  const listings = generateListings(r, seedListingCount, now);
  const [images, hashes] = await Promise.all([
    renderAll(opts.mediaDir, listings),
    Promise.all(people.map((p) => hashPassword(p.password))),
  ]);

  await db.transaction(async (tx) => {
    const userRows = await tx
      .insert(s.users)
      .values(people.map(({ key: _key, password: _password, ...p }, i) => ({ ...p, passwordHash: hashes[i]!, verified: true })))
      .returning({ id: s.users.id, email: s.users.email, address: s.users.address });
    const user = Object.fromEntries(people.map((p, i) => [p.key, userRows[i]!])) as Record<PersonSeed['key'], (typeof userRows)[number]>;
    const brandRows = await tx
      .insert(s.brands)
      .values(brandNames.map((name) => ({ name })))
      .returning();
    const categoryRows = await tx
      .insert(s.categories)
      .values(categories.map(({ name, documenttype }) => ({ name, documenttype })))
      .returning();
    await tx.insert(s.tags).values(tagVocabulary.map((name) => ({ name })));
    const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

    const rows = listings.map((l, i) => {
      const owner = ownerOf(i);
      return {
        ...l.row,
        sellerId: user[owner].id,
        brandId: brandId.get(l.model[0])!,
        categoryId: categoryId.get(l.category.name)!,
        published: owner !== 'seller3',
        featured: owner !== 'seller3' && (i % 9 === 4 || i >= seedListingCount - 3),
        // dealers of used and ex-demo units mostly negotiate; new units sell at the list price
        acceptOffers: l.row.condition !== 'New' && i % 4 !== 1,
      };
    });
    const inserted = await tx.insert(s.products).values(rows).returning({ id: s.products.id });
    await seedListingDetails(tx, {
      mediaDir: opts.mediaDir,
      now,
      listings,
      productIds: inserted.map((p) => p.id),
      fields: await seedSpecFields(tx, categoryId),
      categoryId,
    });
    const imageOf = (i: number) => images.get(`${listings[i]!.model[0]}|${listings[i]!.model[2]}`)!;
    await tx.insert(s.mediaFiles).values(
      inserted.map((p, i) => ({
        productId: p.id,
        url: imageOf(i).url,
        thumbUrl: imageOf(i).thumbUrl,
        fileType: 'image' as const,
        slot: 'primary' as const,
      })),
    );
    const videos = inserted.flatMap((p, i) => {
      const url = demoVideoOf(opts.mediaDir, listings[i]!.model[2]);
      return url ? [{ productId: p.id, url, fileType: 'video' as const, slot: 'secondary' as const }] : [];
    });
    if (videos.length) await tx.insert(s.mediaFiles).values(videos);
    const sellerProducts = inserted
      .map((p, i) => ({ p, i, row: rows[i]! }))
      .filter(({ row }) => row.sellerId === user.seller.id)
      .map(({ p, i, row }) => ({
        id: p.id,
        name: row.name,
        price: row.price,
        discountPrice: row.discountPrice ?? null,
        category: listings[i]!.category.name,
        brand: listings[i]!.model[0],
        imageUrl: imageOf(i).url,
      }));
    await seedOrders(tx, r, {
      seller: user.seller,
      buyers: [
        { party: user.buyer, count: 16, threads: true },
        { party: user.buyer3, count: 9, threads: false },
      ],
      products: sellerProducts,
      now,
    });
    const perSeller = (key: PersonSeed['key']) => rows.filter((row) => row.sellerId === user[key].id).length;
    await seedExtras(tx, {
      now,
      user,
      sellerProducts,
      images: [...images.values()],
      listingsPerSeller: { seller: perSeller('seller'), seller2: perSeller('seller2') },
    });
  });
  const [{ value }] = (await db.select({ value: count() }).from(s.products)) as [{ value: number }];
  return { products: value, ms: Math.round(performance.now() - started) };
}
