import { brands as brandNames } from '../../../api/src/seed/data/brands.ts';
import { categories } from '../../../api/src/seed/data/categories.ts';
import { generateListings } from '../../../api/src/seed/listings.ts';
import { createRandom } from '../../../api/src/seed/prng.ts';
import { loadSpecFields, loadSpecValues } from './load-specs.ts';
import { sellerRows } from './sellers.ts';
import type { Sql } from './sql-client.ts';

const batchSize = 5000;
const day = 86_400_000;
// bulk loads build these faster from scratch than row by row; their definitions are read back from pg_indexes
const rebuiltIndexes = [
  'products_search_vector_idx',
  'products_search_name_idx',
  'products_search_name_tags_idx',
  'products_name_trgm_idx',
  'products_model_trgm_idx',
];

async function idsByName(pool: Sql, table: 'brands' | 'categories', names: string[], extra: Record<string, string[]> = {}) {
  const cols = ['name', ...Object.keys(extra)];
  const arrays = [names, ...Object.values(extra)];
  await pool.query(
    `insert into ${table} (${cols.join(', ')}) select * from unnest(${cols.map((_, i) => `$${i + 1}::text[]`).join(', ')})
     on conflict do nothing`,
    arrays,
  );
  const { rows } = await pool.query<{ id: number; name: string }>(`select id, name from ${table}`);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/**
 * Sellers (most active and subscribed, some not, as in life; all sign in with `passwordHash`), one active promotion,
 * then the listings in batches. The first seller is always visible: the order generator sends it a large share.
 */
export async function loadCatalog(pool: Sql, count: number, passwordHash: string, log: (m: string) => void) {
  const started = performance.now();
  const r = createRandom(count);
  const now = new Date();
  const brandId = await idsByName(pool, 'brands', brandNames);
  const categoryId = await idsByName(
    pool,
    'categories',
    categories.map((c) => c.name),
    { documenttype: categories.map((c) => c.documenttype) },
  );

  const specFields = await loadSpecFields(pool, categoryId);

  const sellers = sellerRows(r, Math.max(20, Math.round(count / 400)));
  const { rows: sellerIds } = await pool.query<{ id: number }>(
    `insert into users (email, password_hash, role, firstname, lastname, company, address, latitude, longitude, active, verified)
     select e, $9, 'seller', f, l, c, a, la, lo, act, true
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::bool[]) as t(e, f, l, c, a, la, lo, act)
     returning id`,
    [
      sellers.map((s) => s.email),
      sellers.map((s) => s.firstname),
      sellers.map((s) => s.lastname),
      sellers.map((s) => s.company),
      sellers.map((s) => s.address),
      sellers.map((s) => s.latitude),
      sellers.map((s) => s.longitude),
      sellers.map((s) => s.active),
      passwordHash,
    ],
  );
  await pool.query(
    `insert into subscriptions (seller_id, status, listing_credits_total, listing_credits_used, current_period_end)
     select id, st::subscription_status, 100000, 0, now() + interval '200 days' from unnest($1::int[], $2::text[]) as t(id, st)`,
    [sellerIds.map((s) => s.id), sellers.map((s) => s.subscription)],
  );
  await pool.query(
    `insert into promotions (seller_id, company_name, start_date, end_date, status) values ($1, $2, current_date - 3, current_date + 27, 'true')`,
    [sellerIds[1]!.id, sellers[1]!.company],
  );
  log(`${sellers.length} sellers, ${brandId.size} brands, ${categoryId.size} categories.`);

  const { rows: defs } = await pool.query<{ indexname: string; indexdef: string }>(
    'select indexname, indexdef from pg_indexes where tablename = $1 and indexname = any($2)',
    ['products', rebuiltIndexes],
  );
  if (count >= 50_000) for (const d of defs) await pool.query(`drop index if exists ${d.indexname}`);

  for (let done = 0; done < count; done += batchSize) {
    const n = Math.min(batchSize, count - done);
    const listings = generateListings(r, n, now);
    const owner = listings.map(() => sellerIds[r.int(0, sellerIds.length - 1)]!.id);
    const created = listings.map(() => new Date(now.getTime() - r.int(0, 3 * 365) * day - r.int(0, day)).toISOString());
    const { rows } = await pool.query<{ id: number }>(
      `insert into products (name, description, price, discount_price, condition, tags, featured, address, latitude, longitude,
         brand_id, category_id, seller_id, created_at, updated_at)
       select nm, d, p, dp, c::product_condition, string_to_array(tg, '|'), f, a, la, lo, b, cat, s, ca, ca
       from unnest($1::text[], $2::text[], $3::numeric[], $4::numeric[], $5::text[], $6::text[], $7::bool[], $8::text[],
         $9::float8[], $10::float8[], $11::int[], $12::int[], $13::int[], $14::timestamptz[])
         as t(nm, d, p, dp, c, tg, f, a, la, lo, b, cat, s, ca)
       returning id`,
      [
        listings.map((l) => l.row.name),
        listings.map((l) => l.row.description ?? ''),
        listings.map((l) => l.row.price),
        listings.map((l) => l.row.discountPrice ?? null),
        listings.map((l) => l.row.condition),
        listings.map((l) => (l.row.tags ?? []).join('|')),
        listings.map(() => r.chance(0.02)),
        listings.map((l) => l.row.address ?? ''),
        listings.map((l) => l.row.latitude ?? null),
        listings.map((l) => l.row.longitude ?? null),
        listings.map((l) => brandId.get(l.model[0].toLowerCase())!),
        listings.map((l) => categoryId.get(l.category.name.toLowerCase())!),
        owner,
        created,
      ],
    );
    await pool.query(
      `insert into media_files (product_id, url, file_type, slot) select id, u, 'image', 'primary' from unnest($1::int[], $2::text[]) as t(id, u)`,
      [rows.map((x) => x.id), listings.map((l) => `/media/bench/${l.category.drawing}.jpg`)],
    );
    await loadSpecValues(
      pool,
      rows.map((x) => x.id),
      listings.map((l) => l.model[2]),
      (i) => specFields.get(categoryId.get(listings[i]!.category.name.toLowerCase())!) ?? [],
    );
    if ((done / batchSize) % 20 === 19 || done + n >= count) log(`${done + n} listings…`);
  }
  if (count >= 50_000) {
    for (const d of defs) {
      await pool.query(d.indexdef);
      log(`rebuilt ${d.indexname}`);
    }
  }
  // a live database is vacuumed by autovacuum; index-only scans need the visibility map it sets
  await pool.query('vacuum analyze');
  return { listings: count, sellers: sellers.length, firstSellerId: sellerIds[0]!.id, ms: performance.now() - started };
}
