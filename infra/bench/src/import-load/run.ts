// 10,000-row listing import as a job while a visitor browses the catalog: the import's time and the catalog's p95
// before and during it (infra/bench/README.md "Listing import").
import path from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { asc, eq, sql } from 'drizzle-orm';
import { openDb } from '../../../api/src/db/client.ts';
import { brands, categories, subscriptions } from '../../../api/src/db/schema/index.ts';
import { newestActiveSeller } from '../catalog/active-seller.ts';
import { benchPassword } from '../catalog/bench-accounts.ts';
import { apiDbEnv, dbOptions, startServer } from '../api-load/target.ts';

const env = process.env;
const rows = Number(env.ROWS ?? 10_000);
const connections = Number(env.CONNECTIONS ?? 4);
const apiDir = path.resolve(import.meta.dirname, '../../../api');
const catalog = { method: 'POST' as const, path: '/api/v1/home/homepage', body: JSON.stringify({}) };

/** An active seller of the generated catalog, given credits for every row; the categories and brands rows may name. */
async function prepare() {
  const handle = await openDb({ ...dbOptions(env), migrate: true });
  try {
    const seller = await newestActiveSeller(handle.db);
    await handle.db
      .update(subscriptions)
      .set({ listingCreditsTotal: sql`${subscriptions.listingCreditsTotal} + ${rows * 2}` })
      .where(eq(subscriptions.sellerId, seller.id));
    const cats = (await handle.db.select({ name: categories.name }).from(categories).orderBy(asc(categories.id)).limit(20)).map(
      (c) => c.name,
    );
    const makes = (await handle.db.select({ name: brands.name }).from(brands).orderBy(asc(brands.id)).limit(20)).map((b) => b.name);
    return { seller, cats, makes };
  } finally {
    await handle.close();
  }
}

const csvOf = (cats: string[], makes: string[], run: string) =>
  [
    'SKU,Name,Description,Category,Brand,Condition,Price,Tags',
    ...Array.from(
      { length: rows },
      (_, i) =>
        `IMPORT-${run}-${i},Bench unit ${i},Imported by the bench run ${run},${cats[i % cats.length]},${makes[i % makes.length]},Used,${100 + (i % 900)},Bench`,
    ),
  ].join('\n');

const p95 = (r: autocannon.Result) => (r.latency as unknown as { p97_5: number; p90: number }).p97_5 ?? r.latency.p99;

async function main() {
  const { seller, cats, makes } = await prepare();
  const api = env.API_URL
    ? { base: env.API_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer(
        'API',
        apiDir,
        'src/server.ts',
        { ...apiDbEnv(env), LOG_LEVEL: 'warn', RATE_LIMIT_TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1' },
        '/api/v1/health',
      );
  try {
    const login = await fetch(`${api.base}/api/v1/auth/seller`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: seller.email, password: benchPassword, type: 'seller' }),
    });
    if (!login.ok) throw new Error(`Signing in ${seller.email} answered ${login.status}: ${await login.text()}`);
    const auth = { authorization: `Bearer ${((await login.json()) as { authToken: string }).authToken}` };
    const load = (duration: number) =>
      autocannon({ url: api.base, connections, duration, requests: [{ ...catalog, headers: { 'content-type': 'application/json' } }] });

    const before = await load(Number(env.BASELINE ?? 15));
    const form = new FormData();
    form.append('mode', 'import');
    form.append('publish', 'true');
    form.append('file', new Blob([csvOf(cats, makes, String(Date.now()))]), 'bench.csv');
    const started = Date.now();
    const created = await fetch(`${api.base}/api/v1/seller/imports`, { method: 'POST', headers: auth, body: form });
    if (!created.ok) throw new Error(`POST seller/imports answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const accepted = Date.now() - started;
    // the catalog under load in 10 s windows until the job is done
    const during: autocannon.Result[] = [];
    let job: { status: string; processed: number; created: number; failed: number; createdAt?: string; finishedAt?: string | null } = {
      status: 'queued',
      processed: 0,
      created: 0,
      failed: 0,
    };
    const maxSeconds = Number(env.MAX_SECONDS ?? Infinity);
    while ((job.status === 'queued' || job.status === 'running') && Date.now() - started < maxSeconds * 1000) {
      during.push(await load(10));
      job = (await (await fetch(`${api.base}/api/v1/seller/imports/${id}`, { headers: auth })).json()) as typeof job;
      console.error(`import ${id}: ${job.status}, ${job.processed}/${rows} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const seconds = (Date.now() - started) / 1000;
    // the job's own start and end (the windows above only see it every 10 s)
    const jobSeconds = job.finishedAt && job.createdAt ? (Date.parse(job.finishedAt) - Date.parse(job.createdAt)) / 1000 : null;
    const worst = during.reduce((a, b) => (p95(b) > p95(a) ? b : a));
    const requests = during.reduce((n, r) => n + r.requests.total, 0);
    const errors = during.reduce((n, r) => n + r.errors + r.non2xx, 0);
    console.log(
      JSON.stringify(
        {
          rows,
          status: job.status,
          created: job.created,
          failed: job.failed,
          uploadAcceptedMs: accepted,
          importSeconds: Number(seconds.toFixed(1)),
          processed: job.processed,
          rowsPerSecond: Number((job.processed / seconds).toFixed(1)),
          jobSeconds,
          jobRowsPerSecond: jobSeconds ? Number((job.processed / jobSeconds).toFixed(1)) : null,
          catalogBefore: { p50: before.latency.p50, p95: p95(before), p99: before.latency.p99, rps: before.requests.average },
          catalogDuring: {
            windows: during.length,
            p50Median: during.map((r) => r.latency.p50).sort((a, b) => a - b)[Math.floor(during.length / 2)],
            p95Worst: p95(worst),
            p99Worst: Math.max(...during.map((r) => r.latency.p99)),
            requests,
            errors,
          },
          loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
        },
        null,
        2,
      ),
    );
  } finally {
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
