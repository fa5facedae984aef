/**
 * Fills a database with N realistic shop listings, buyers, orders and messages for the API benchmark.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @xchange/bench generate 100000
 *   PGLITE_DIR=/tmp/bench-pglite pnpm --filter @xchange/bench generate 100000   # PGlite in /tmp/bench-pglite/pglite instead
 * Migrates the database first; adds sellers, brands, categories, listings, buyers, orders and threads next to
 * whatever is there. Every generated account signs in with `benchPassword`; the bench buyer's login is printed.
 */
import { hashPassword } from '../../../api/src/lib/passwords.ts';
import { createRandom } from '../../../api/src/seed/prng.ts';
import { benchBuyerEmail, benchPassword } from './bench-accounts.ts';
import { loadCatalog } from './load.ts';
import { loadOrders } from './load-orders.ts';
import { openBenchSql } from './sql-client.ts';

async function main() {
  const count = Number(process.argv[2] ?? process.env.LISTINGS ?? 100_000);
  if (!Number.isInteger(count) || count < 1) throw new Error('Give the number of listings, e.g. 100000.');
  const db = await openBenchSql(process.env);
  try {
    const log = (m: string) => console.log(m);
    const passwordHash = await hashPassword(benchPassword);
    const c = await loadCatalog(db.sql, count, passwordHash, log);
    console.log(`${c.listings} listings by ${c.sellers} sellers in ${(c.ms / 1000).toFixed(1)} s.`);
    const o = await loadOrders(db.sql, createRandom(count + 1), { listings: count, passwordHash, benchSellerId: c.firstSellerId, log });
    console.log(`${o.orders} orders, ${o.messages} messages in ${(o.ms / 1000).toFixed(1)} s.`);
    console.log(
      `Done (${db.label}). Bench buyer: ${benchBuyerEmail} / ${benchPassword} (every generated seller and buyer has this password).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
