import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../api/src/db/client.ts';
import { categories, orders, products, specFields, users } from '../../../api/src/db/schema/index.ts';
import { isVisible } from '../../../api/src/modules/shop/visibility.ts';
import { benchBuyerEmail } from '../catalog/bench-accounts.ts';
import type { BenchContext } from './scenarios.ts';

/** The bench buyer, the seller with the most new orders, and visible listings to read in turn; plus table sizes. */
export async function benchContext(db: Db): Promise<BenchContext & { sizes: Record<string, number> }> {
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, benchBuyerEmail));
  if (!buyer) throw new Error(`No ${benchBuyerEmail} in this database: fill it with \`pnpm --filter @xchange/bench generate N\` first.`);
  const [seller] = await db
    .select({ id: orders.sellerId, email: users.email, n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.sellerId))
    .where(and(eq(orders.status, 'New Order'), eq(users.role, 'seller')))
    .groupBy(orders.sellerId, users.email)
    .orderBy(desc(count()))
    .limit(1);
  if (!seller) throw new Error('No seller with new orders in this database: run the generator again.');
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(isVisible(db))
    .orderBy(sql`random()`)
    .limit(500);
  const [bandwidth] = await db
    .select({ id: specFields.id })
    .from(specFields)
    .innerJoin(categories, eq(categories.id, specFields.categoryId))
    .where(and(eq(categories.name, 'Oscilloscopes'), eq(specFields.name, 'Bandwidth')));
  if (!bandwidth) throw new Error('No Oscilloscopes Bandwidth field in this database: generate it again with this version.');
  // every 2 to 5 letters a search term of the catalog starts with, in an order mixing terms and lengths
  const prefixes = (await db.execute(sql`
    select distinct left(term, n) as typed, md5(left(term, n)) as mixed
    from search_vocabulary, generate_series(2, 5) n
    where length(term) >= n
    order by mixed`)) as unknown as { rows: { typed: string }[] };
  // two of the catalog's most frequent words (in 1% of its listings), every pair once, mixed
  const pairs = (await db.execute(sql`
    with frequent as (
      select word from ts_stat('select search_vector from products tablesample system (1) repeatable (7)')
      where length(word) >= 4 order by ndoc desc, word limit 40),
    words as (
      select distinct on (f.word) v.term from frequent f
      join search_vocabulary v on v.kind = 'word' and plainto_tsquery('english', v.term)::text = quote_literal(f.word)
      order by f.word, length(v.term), v.term)
    select a.term || ' ' || b.term as words from words a join words b on a.term < b.term
    order by md5(a.term || ' ' || b.term)`)) as unknown as { rows: { words: string }[] };
  const sizes: Record<string, number> = {};
  for (const table of ['products', 'orders', 'messages'] as const) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    sizes[table] = result.rows[0]!.n;
  }
  const [visible] = await db.select({ n: count() }).from(products).where(isVisible(db));
  sizes.visible = visible?.n ?? 0;
  return {
    buyerId: buyer.id,
    sellerId: seller.id,
    sellerEmail: seller.email,
    productIds: ids.map((r) => r.id),
    bandwidthFieldId: bandwidth.id,
    typedPrefixes: prefixes.rows.map((r) => r.typed),
    wordPairs: pairs.rows.map((r) => r.words),
    sizes,
  };
}
