import { orderNumber } from '../../../api/src/lib/order-number.ts';
import { places } from '../../../api/src/seed/data/places.ts';
import type { Random } from '../../../api/src/seed/prng.ts';
import { benchBuyerEmail } from './bench-accounts.ts';
import { orderRow, type OrderRow, type Party, type SampleProduct } from './order-rows.ts';
import { first, last } from './sellers.ts';
import type { Sql } from './sql-client.ts';

const batchSize = 5000;
const benchBuyerOrders = 300;

async function insertBuyers(sql: Sql, r: Random, n: number, passwordHash: string, tag: string): Promise<Party[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const place = r.pick(places);
    const name = [r.pick(first), r.pick(last)];
    return { email: i === 0 ? benchBuyerEmail : `bench-buyer-${tag}-${i}@bench.test`, name, address: place.address, place };
  });
  // the bench buyer keeps one account across runs into the same database: a second run adds to its history
  const { rows: ids } = await sql.query<{ id: number }>(
    `insert into users (email, password_hash, role, firstname, lastname, company, address, latitude, longitude, active, verified)
     select e, $8, 'buyer', f, l, c, a, la, lo, true, true
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[]) with ordinality as t(e, f, l, c, a, la, lo, n)
     order by n
     on conflict ((lower(email))) do update set password_hash = excluded.password_hash, role = 'buyer', active = true, verified = true
     returning id`,
    [
      rows.map((b) => b.email),
      rows.map((b) => b.name[0]),
      rows.map((b) => b.name[1]),
      rows.map((b) => `${b.name[1]} Labs`),
      rows.map((b) => b.address),
      rows.map((b) => b.place.latitude),
      rows.map((b) => b.place.longitude),
      passwordHash,
    ],
  );
  return ids.map((x, i) => ({ id: x.id, address: rows[i]!.address }));
}

/** Up to `n` random listings plus every listing of `sellerId`, with what an order line copies. */
async function sampleProducts(sql: Sql, n: number, sellerId: number): Promise<SampleProduct[]> {
  const { rows } = await sql.query<SampleProduct>(
    `select p.id, p.name, p.price::float8 as price, p.discount_price::float8 as "discountPrice", p.seller_id as "sellerId",
       coalesce(b.name, '') as brand, coalesce(c.name, '') as category,
       (select m.url from media_files m where m.product_id = p.id and m.slot = 'primary' limit 1) as "imageUrl"
     from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
     where p.id in (select id from products order by random() limit $1) or p.seller_id = $2`,
    [n, sellerId],
  );
  return rows;
}

async function insertBatch(sql: Sql, batch: OrderRow[]) {
  const { rows: ids } = await sql.query<{ id: number }>(
    `insert into orders (ordernumber, orderdate, status, payment_status, comments, total, deliveryaddress, postcode, notes,
       buyer_id, seller_id, idempotency_key, updated_at)
     select o, d, s::order_status, case when p then 'Paid' else 'Unpaid' end::payment_status, c, t, a, 'Credit Card', nt, b, sl, k, d
     from unnest($1::text[], $2::timestamptz[], $3::text[], $4::bool[], $5::text[], $6::numeric[], $7::text[], $8::text[],
       $9::int[], $10::int[], $11::text[]) with ordinality as x(o, d, s, p, c, t, a, nt, b, sl, k, n)
     order by n
     returning id`,
    [
      batch.map((o) => o.ordernumber),
      batch.map((o) => o.orderdate.toISOString()),
      batch.map((o) => o.status),
      batch.map((o) => o.paid),
      batch.map((o) => o.comment),
      batch.map((o) => o.total),
      batch.map((o) => o.address),
      batch.map((o) => o.notes),
      batch.map((o) => o.buyerId),
      batch.map((o) => o.sellerId),
      batch.map((o) => o.key),
    ],
  );
  const orders = batch.map((o, i) => ({ ...o, id: ids[i]!.id }));
  await sql.query(`update orders set ordernumber = x.n from unnest($1::int[], $2::text[]) as x(id, n) where orders.id = x.id`, [
    orders.map((o) => o.id),
    orders.map((o) => orderNumber(o.orderdate, o.id)),
  ]);
  const lines = orders.flatMap((o) => o.lines.map((l) => ({ orderId: o.id, ...l })));
  await sql.query(
    `insert into order_lines (order_id, product_id, productname, price, discount_price, quantity, category, brand, image_url)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::numeric[], $5::numeric[], $6::int[], $7::text[], $8::text[], $9::text[])`,
    [
      lines.map((l) => l.orderId),
      lines.map((l) => l.p.id),
      lines.map((l) => l.p.name),
      lines.map((l) => l.p.price),
      lines.map((l) => l.p.discountPrice),
      lines.map((l) => l.quantity),
      lines.map((l) => l.p.category),
      lines.map((l) => l.p.brand),
      lines.map((l) => l.p.imageUrl),
    ],
  );
  // the seller moved every order that is no longer new once: the history the order details show
  const changed = orders.filter((o) => o.status !== 'New Order');
  await sql.query(
    `insert into order_events (order_id, actor_id, field, from_value, to_value, created_at)
     select o, a, 'status', 'New Order', s, d + interval '1 day' from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) as t(o, a, s, d)`,
    [changed.map((o) => o.id), changed.map((o) => o.sellerId), changed.map((o) => o.status), changed.map((o) => o.orderdate.toISOString())],
  );
  const talked = orders.filter((o) => o.messages.length);
  const { rows: threadIds } = await sql.query<{ id: number }>(
    `insert into message_threads (order_id, buyer_id, seller_id, created_at)
     select o, b, s, d from unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[]) with ordinality as t(o, b, s, d, n) order by n
     returning id`,
    [talked.map((o) => o.id), talked.map((o) => o.buyerId), talked.map((o) => o.sellerId), talked.map((o) => o.orderdate.toISOString())],
  );
  const messages = talked.flatMap((o, i) =>
    o.messages.map((m) => ({ ...m, threadId: threadIds[i]!.id, senderId: m.fromBuyer ? o.buyerId : o.sellerId })),
  );
  await sql.query(
    `insert into messages (thread_id, usertype, sender_id, text, notify, created_at)
     select t, case when fb then 'buyer' else 'seller' end::message_user_type, s, x, u, d
     from unnest($1::int[], $2::bool[], $3::int[], $4::text[], $5::bool[], $6::timestamptz[]) as m(t, fb, s, x, u, d)`,
    [
      messages.map((m) => m.threadId),
      messages.map((m) => m.fromBuyer),
      messages.map((m) => m.senderId),
      messages.map((m) => m.text),
      messages.map((m) => m.unread),
      messages.map((m) => m.at.toISOString()),
    ],
  );
  return { lines: lines.length, messages: messages.length };
}

/**
 * Buyers (~N/400), orders (~N/10: one or two listings of one seller, statuses spread like the seed, a status change in
 * the history of each order that moved on) and threads on two orders in three (2–4 messages each: ~N/5 messages).
 * The bench buyer (`benchBuyerEmail`) places the first 300 orders across sellers; `benchSellerId` gets one order in ten.
 */
export async function loadOrders(
  sql: Sql,
  r: Random,
  o: { listings: number; passwordHash: string; benchSellerId: number; log: (m: string) => void },
) {
  const started = performance.now();
  const tag = Date.now().toString(36);
  const buyers = await insertBuyers(sql, r, Math.max(20, Math.round(o.listings / 400)), o.passwordHash, tag);
  const sample = await sampleProducts(sql, Math.min(o.listings, 20_000), o.benchSellerId);
  const bySeller = new Map<number, SampleProduct[]>();
  for (const p of sample) {
    const list = bySeller.get(p.sellerId) ?? [];
    list.push(p);
    bySeller.set(p.sellerId, list);
  }
  const ofBenchSeller = bySeller.get(o.benchSellerId) ?? [];
  const total = Math.max(benchBuyerOrders + 100, Math.round(o.listings / 10));
  const now = new Date();
  let lines = 0;
  let messages = 0;
  for (let done = 0; done < total; done += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, total - done) }, (_, i) => {
      const seq = done + i;
      const buyer = seq < benchBuyerOrders ? buyers[0]! : buyers[r.int(1, buyers.length - 1)]!;
      const firstProduct = ofBenchSeller.length && r.chance(0.1) ? r.pick(ofBenchSeller) : r.pick(sample);
      return orderRow(r, {
        seq,
        tag,
        buyer,
        first: firstProduct,
        sameSeller: bySeller.get(firstProduct.sellerId)!,
        now,
        threadChance: 2 / 3,
      });
    });
    const n = await insertBatch(sql, batch);
    lines += n.lines;
    messages += n.messages;
  }
  await sql.query('analyze orders, order_lines, order_events, message_threads, messages, users');
  o.log(`${buyers.length} buyers, ${total} orders (${lines} lines), ${messages} messages.`);
  return { buyers: buyers.length, orders: total, messages, ms: performance.now() - started };
}
