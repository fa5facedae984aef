// Saved-search alerts at scale: SEARCHES saved searches, LISTINGS new listings matched by the API's job worker while a
// visitor browses the catalog; time per listing match and the catalog's p95 before and during (infra/bench/README.md
// "Saved-search alerts").
import path from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { asc, desc, eq, inArray, like } from 'drizzle-orm';
import { openDb, type DbHandle } from '../../../api/src/db/client.ts';
import { brands, categories, products, savedSearches, users } from '../../../api/src/db/schema/index.ts';
import { startJobQueue } from '../../../api/src/jobs/job-queue.ts';
import { queueListingAlerts } from '../../../api/src/modules/saved-searches/index.ts';
import { matchingSearches } from '../../../api/src/modules/saved-searches/match-listing.ts';
import { queryColumns } from '../../../api/src/modules/saved-searches/repo.ts';
import { normalizeQuery } from '../../../api/src/modules/saved-searches/saved-query.ts';
import { apiDbEnv, dbOptions, startServer } from '../api-load/target.ts';
import { newestActiveSeller } from '../catalog/active-seller.ts';
import { viewsOf } from './views.ts';

const env = process.env;
const searches = Number(env.SEARCHES ?? 10_000);
const listings = Number(env.LISTINGS ?? 1_000);
const connections = Number(env.CONNECTIONS ?? 4);
const sqlSample = Number(env.SQL_SAMPLE ?? 100);
const apiDir = path.resolve(import.meta.dirname, '../../../api');
const catalog = { method: 'POST' as const, path: '/api/v1/home/homepage', body: JSON.stringify({}) };
const tag = 'bench-alert';
const p95 = (r: autocannon.Result) => (r.latency as unknown as { p97_5: number }).p97_5 ?? r.latency.p99;

/** Saved searches over the generated catalog's own words, brands, categories and places, spread over its buyers. */
async function seedSearches(handle: DbHandle) {
  const db = handle.db;
  await db.delete(savedSearches).where(like(savedSearches.name, `${tag}%`));
  const buyers = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'buyer')).orderBy(asc(users.id)).limit(500)).map(
    (b) => b.id,
  );
  if (!buyers.length) throw new Error('No buyers: fill the database with `pnpm --filter @xchange/bench generate N` first.');
  const sample = await db.select({ name: products.name, address: products.address }).from(products).orderBy(desc(products.id)).limit(300);
  const makes = (await db.select({ name: brands.name }).from(brands).orderBy(asc(brands.id)).limit(30)).map((b) => b.name);
  const cats = (await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.id)).limit(30)).map((c) => c.name);
  const views = viewsOf(searches, { names: sample.map((s) => s.name), places: sample.map((s) => s.address), makes, cats });
  for (let i = 0; i < views.length; i += 500) {
    await db.insert(savedSearches).values(
      views.slice(i, i + 500).map((q, j) => ({
        buyerId: buyers[(i + j) % buyers.length]!,
        name: `${tag} ${i + j}`,
        alert: true,
        frequency: (['instant', 'daily', 'weekly'] as const)[(i + j) % 3],
        ...queryColumns(normalizeQuery(q)),
      })),
    );
  }
  return { buyers: buyers.length, makes, cats };
}

/** New published listings of the newest active seller, written straight to the table (the triggers keep the search vector). */
async function addListings(handle: DbHandle, makes: string[], cats: string[], run: string): Promise<number[]> {
  const db = handle.db;
  const seller = await newestActiveSeller(db);
  const brandIds = (await db.select({ id: brands.id }).from(brands).where(inArray(brands.name, makes))).map((b) => b.id);
  const catIds = (await db.select({ id: categories.id }).from(categories).where(inArray(categories.name, cats))).map((c) => c.id);
  const kinds = ['Oscilloscope', 'Multimeter', 'Spectrum Analyzer', 'Power Supply', 'Signal Generator'];
  const ids: number[] = [];
  for (let i = 0; i < listings; i += 250) {
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: Math.min(250, listings - i) }, (_, k) => {
          const n = i + k;
          return {
            name: `${tag} ${run} ${kinds[n % kinds.length]} ${n}`,
            description: `Bench listing ${n} for saved-search matching`,
            price: 100 + ((n * 37) % 9000),
            brandId: brandIds[n % brandIds.length],
            categoryId: catIds[n % catIds.length],
            condition: (['New', 'Used', 'Refurbished'] as const)[n % 3],
            sellerId: seller.id,
            address: seller.address,
          };
        }),
      )
      .returning({ id: products.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function waitingJobs(handle: DbHandle): Promise<number> {
  const { rows } = await handle.executor.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'listing-alerts' and state in ('created', 'retry', 'active')`,
  );
  return (rows[0] as { n: number }).n;
}

async function main() {
  const handle = await openDb({ ...dbOptions(env), migrate: true });
  const run = String(Date.now());
  const seeded = Date.now();
  const { buyers, makes, cats } = await seedSearches(handle);
  const seedSeconds = (Date.now() - seeded) / 1000;
  const ids = await addListings(handle, makes, cats, run);

  // the one matching query alone, on a sample of the new listings (no writes)
  const timings: number[] = [];
  let candidates = 0;
  for (const id of ids.slice(0, sqlSample)) {
    const t0 = performance.now();
    candidates += (await matchingSearches(handle.db, id)).length;
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);

  const api = await startServer(
    'API',
    apiDir,
    'src/server.ts',
    { ...apiDbEnv(env), LOG_LEVEL: 'warn', RATE_LIMIT_TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1' },
    '/api/v1/health',
  );
  const jobs = await startJobQueue(handle, (msg, err) => console.error(msg, err));
  try {
    const load = (duration: number) =>
      autocannon({ url: api.base, connections, duration, requests: [{ ...catalog, headers: { 'content-type': 'application/json' } }] });
    const before = await load(Number(env.BASELINE ?? 10));
    const started = Date.now();
    await queueListingAlerts(jobs, ids);
    const during: autocannon.Result[] = [];
    const maxSeconds = Number(env.MAX_SECONDS ?? 900);
    let left = ids.length;
    while (left > 0 && Date.now() - started < maxSeconds * 1000) {
      during.push(await load(5));
      left = await waitingJobs(handle);
      console.error(`alert jobs left: ${left}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const seconds = (Date.now() - started) / 1000;
    const { rows } = await handle.executor.executeSql(
      `select count(*)::int as n from alert_matches m join products p on p.id = m.product_id where p.name like $1`,
      [`${tag} ${run} %`],
    );
    const worst = during.reduce((a, b) => (p95(b) > p95(a) ? b : a));
    console.log(
      JSON.stringify(
        {
          savedSearches: searches,
          buyers,
          seedSeconds: Number(seedSeconds.toFixed(1)),
          listings: ids.length,
          matchQueryMs: {
            sample: timings.length,
            p50: Number(timings[Math.floor(timings.length / 2)]!.toFixed(1)),
            p95: Number(timings[Math.floor(timings.length * 0.95)]!.toFixed(1)),
            searchesMatchedPerListing: Number((candidates / timings.length).toFixed(1)),
          },
          jobs: {
            left,
            seconds: Number(seconds.toFixed(1)),
            msPerListing: Number(((seconds * 1000) / (ids.length - left)).toFixed(1)),
            matchesRecorded: (rows[0] as { n: number }).n,
          },
          catalogBefore: { p50: before.latency.p50, p95: p95(before), rps: before.requests.average },
          catalogDuring: {
            windows: during.length,
            p50Median: during.map((r) => r.latency.p50).sort((a, b) => a - b)[Math.floor(during.length / 2)],
            p95Worst: p95(worst),
            errors: during.reduce((n, r) => n + r.errors + r.non2xx, 0),
          },
          loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
        },
        null,
        2,
      ),
    );
  } finally {
    await jobs.stop();
    await api.stop();
    if (env.KEEP !== '1') {
      await handle.db.delete(products).where(like(products.name, `${tag} ${run} %`));
      await handle.db.delete(savedSearches).where(like(savedSearches.name, `${tag}%`));
    }
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
