import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The median minutes a seller took to first answer: in each message thread, from the buyer's first message to the
 * seller's first message after it; on each offer, from its making to the seller's first step (site steps such as
 * auto-answers and expiry do not count). Unanswered ones are left out; null when the seller has answered none.
 */
export async function medianResponseMinutes(db: Db, sellerId: number): Promise<number | null> {
  const result = await db.execute(sql`
    with waits as (
      select extract(epoch from (
               (select min(m.created_at) from messages m
                 where m.thread_id = t.id and m.usertype = 'seller' and m.created_at >= f.first_ask)
               - f.first_ask)) as secs
        from message_threads t
        cross join lateral (select min(m.created_at) as first_ask from messages m
                             where m.thread_id = t.id and m.usertype = 'buyer') f
       where t.seller_id = ${sellerId} and f.first_ask is not null
      union all
      select extract(epoch from (
               (select min(e.created_at) from offer_events e where e.offer_id = o.id and e.by = 'seller') - o.created_at))
        from offers o
       where o.seller_id = ${sellerId}
    )
    select percentile_cont(0.5) within group (order by secs) as median from waits where secs is not null`);
  const [row] = (result as unknown as { rows: { median: number | string | null }[] }).rows;
  return row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median) / 60);
}
