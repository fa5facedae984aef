/**
 * Fills a PostgreSQL database with N realistic shop listings for the API benchmark.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @xchange/bench generate 100000
 * Migrates the database first; adds sellers, brands, categories and listings next to whatever is there.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { loadCatalog } from './load.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/drizzle');

async function main() {
  const url = process.env.DATABASE_URL;
  const count = Number(process.argv[2] ?? process.env.LISTINGS ?? 100_000);
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('Set DATABASE_URL to a PostgreSQL database (a separate one: this adds N listings).');
  if (!Number.isInteger(count) || count < 1) throw new Error('Give the number of listings, e.g. 100000.');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
    const r = await loadCatalog(pool, count, (m) => console.log(m));
    console.log(`Done: ${r.listings} listings by ${r.sellers} sellers in ${(r.ms / 1000).toFixed(1)} s.`);
  } finally {
    await pool.end();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
