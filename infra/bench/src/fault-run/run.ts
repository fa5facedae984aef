/**
 * The fault run (issue 22): 3 API processes on one PostgreSQL database and one Redis, 200 simulated users for 60 s
 * spread over the processes as a balancer would (a request that finds its process gone is sent to the next one; an
 * order keeps its Idempotency-Key), one process SIGKILLed at 20 s and started again, Redis stopped from 35 to 45 s.
 * Then it checks what a buyer and a seller would: every acknowledged order stored once, each with exactly one
 * new-order mail in the outbox; errors only in the fault windows; no 5xx for reads while Redis is away; sign-ins
 * refused in plain words then, and working again after. Prints the tables of infra/bench/README.md. Not a test: it
 * reports (exit 1 when a check fails).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @xchange/bench fault-run
 * Env: USERS (200), DURATION (60), THINK_MS (1000), PORTS (4514,4515,4516), REDIS_PORT (4513). Needs redis-server.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Order } from '@xchange/contract';
import { startPrivateRedis } from '../../../api/src/faults/private-redis.ts';
import { percentile } from '../api-load/stats.ts';
import { timedCall, type Timed } from '../load/http.ts';
import { prepareSite, type Buyer, type Site } from '../load/users.ts';
import { ApiProcess } from './processes.ts';

const env = process.env;
const users = Number(env.USERS ?? 200);
const seconds = Number(env.DURATION ?? 60);
const thinkMs = Number(env.THINK_MS ?? 1000);
const ports = (env.PORTS ?? '4514,4515,4516').split(',').map(Number);
const killAt = 20;
const redisDown = [35, 45];
const server = env.DATABASE_URL;
if (!server) throw new Error('Set DATABASE_URL to a PostgreSQL server; the run creates and drops its own database there.');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const admin = async (sql: string) => {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  await c.query(sql);
  await c.end();
};

type Kind = 'browse' | 'detail' | 'search' | 'cart' | 'order' | 'login';
const mix: [Kind, number][] = [
  ['browse', 30],
  ['detail', 20],
  ['search', 15],
  ['cart', 15],
  ['order', 12],
  ['login', 8],
];
const nextKind = (): Kind => {
  let r = Math.random() * 100;
  for (const [k, w] of mix) if ((r -= w) < 0) return k;
  return 'browse';
};
const reads = new Set<Kind>(['browse', 'detail', 'search']);

interface Outcome {
  at: number;
  kind: Kind;
  ok: boolean;
  status: number;
  ms: number;
  tries: number;
  text?: string;
}

const dbName = `xchange_fault_run_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-fault-run-'));
await admin(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(server);
dbUrl.pathname = `/${dbName}`;
const redis = await startPrivateRedis(Number(env.REDIS_PORT ?? 4513));
const apiEnv = {
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: redis.url,
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  // as behind a proxy: each simulated user has its own address (X-Forwarded-For), so the per-address limits (and
  // their Redis store) apply to every call as they would on a site
  TRUST_PROXY: 'true',
};
/** A documentation address (TEST-NET-2/3, RFC 5737) per simulated user: only ever a header value. */
const addressOf = (i: number) => `${i < 250 ? '198.51.100' : '203.0.113'}.${(i % 250) + 1}`;
const apis = ports.map((p) => new ApiProcess(p, apiEnv));
const outcomes: Outcome[] = [];
const acked = new Map<string, Order[]>();
let t0 = 0;
let redisBackAt = 0;
const now = () => (Date.now() - t0) / 1000;

try {
  await Promise.all(apis.map((a) => a.start()));
  const site: Site = await prepareSite(apis[0]!.url, 'Buyer#2024pass');
  console.log(
    `fault run: ${users} users, ${seconds} s, ${apis.length} API processes (${ports.join(', ')}), Redis ${redis.url}, database ${dbName}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  let turn = 0;
  const firstFailures = new Map<number, number>();
  /** Sends to the next process; a refused connection, a reset or a 502/503 goes to the following one (3 tries). */
  async function send<T>(method: string, pathname: string, opts: Parameters<typeof timedCall>[3]): Promise<Timed<T> & { tries: number }> {
    let last: Timed<T> | undefined;
    const first = turn++;
    for (let tries = 1; tries <= 3; tries++) {
      // a retry goes to the process after the one that failed, as a balancer skips a dead upstream
      const api = apis[(first + tries - 1) % apis.length]!;
      last = await timedCall<T>(api.url, method, pathname, opts);
      if (tries === 1 && !last.ok) firstFailures.set(last.status, (firstFailures.get(last.status) ?? 0) + 1);
      const retry = last.status === 0 || ((last.status === 502 || last.status === 503) && !pathname.startsWith('/api/v1/auth/'));
      if (!retry) return { ...last, tries };
    }
    return { ...last!, tries: 3 };
  }

  async function act(kind: Kind, buyer: Buyer, address: string): Promise<Timed & { tries: number }> {
    const headers = { 'x-forwarded-for': address };
    switch (kind) {
      case 'browse':
        return send('POST', '/api/v1/home/homepage', { headers, body: { page: 1 + Math.floor(Math.random() * 5), size: 9 } });
      case 'detail':
        return send('GET', `/api/v1/product/${pick(site.productIds)}`, { headers });
      case 'search':
        return send('POST', '/api/v1/home/homepage', {
          headers,
          body: { page: 1, size: 9, search: pick(['oscilloscope', 'fluke', 'DSO-X 3034A']) },
        });
      case 'cart':
        return send('PUT', '/api/v1/cart', { headers, token: buyer.token, body: { lines: [{ id: pick(site.productIds), quantity: 1 }] } });
      case 'login':
        return send('POST', '/api/v1/auth/seller', {
          headers,
          body: { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' },
        });
      case 'order': {
        const key = randomUUID();
        const r = await send<Order[]>('POST', '/api/v1/order/save', {
          token: buyer.token,
          headers: { ...headers, 'idempotency-key': key },
          body: {
            product: [{ id: pick(site.productIds), quantity: 1 }],
            deliveryaddress: '1 Fault Run Rd, Austin',
            postcode: 'Wire transfer',
            total: 1,
          },
        });
        if (r.ok && r.body) acked.set(key, r.body);
        return r;
      }
    }
  }

  t0 = Date.now();
  const stopAt = t0 + seconds * 1000;
  const restart = (async () => {
    await sleep(killAt * 1000);
    await apis[0]!.kill('SIGKILL');
    console.log(`${now().toFixed(1)} s: API on ${ports[0]} killed (SIGKILL)`);
    await apis[0]!.start();
    console.log(`${now().toFixed(1)} s: API on ${ports[0]} answering again`);
  })();
  const outage = (async () => {
    await sleep(redisDown[0]! * 1000);
    await redis.stop();
    console.log(`${now().toFixed(1)} s: Redis stopped`);
    await sleep(Math.max(0, redisDown[1]! * 1000 - (Date.now() - t0)));
    await redis.start();
    redisBackAt = now();
    console.log(`${now().toFixed(1)} s: Redis started`);
  })();
  const faults = Promise.all([restart, outage]);
  await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const buyer = site.buyers[i % site.buyers.length]!;
      await sleep(Math.random() * thinkMs);
      while (Date.now() < stopAt) {
        const kind = nextKind();
        const at = now();
        const r = await act(kind, buyer, addressOf(i));
        outcomes.push({ at, kind, ok: r.ok, status: r.status, ms: r.ms, tries: r.tries, text: r.ok ? undefined : r.error });
        await sleep(thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  await faults;

  // every queued mail sent: wait until no mail job is left
  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  // (a job the killed process had taken comes back after its 30 s expiry and the next maintenance sweep)
  const queueStart = Date.now();
  for (let i = 0; i < 2400; i++) {
    const { rows } = await c.query(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`);
    if (rows[0].n === 0) break;
    await sleep(100);
  }
  const queueWait = (Date.now() - queueStart) / 1000;
  const { rows: jobStates } = await c.query<{ state: string; n: number; retried: number }>(
    `select state, count(*)::int as n, count(*) filter (where retry_count > 0)::int as retried from pgboss.job where name = 'mail' group by state order by state`,
  );
  const keys = [...acked.keys()];
  const { rows: stored } = await c.query<{ key: string; id: number; ordernumber: string }>(
    `select idempotency_key as key, id, ordernumber from orders where idempotency_key = any($1)`,
    [keys],
  );
  const { rows: allRun } = await c.query<{ n: number }>(
    `select count(*)::int as n from orders where deliveryaddress = '1 Fault Run Rd, Austin'`,
  );
  await c.end();

  const outbox = path.join(dataDir, 'outbox');
  const subjects = readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { subject: string }).subject);
  const mailsPerOrder = new Map<string, number>();
  for (const s of subjects) {
    const m = /new order (\S+)$/.exec(s);
    if (m) mailsPerOrder.set(m[1]!, (mailsPerOrder.get(m[1]!) ?? 0) + 1);
  }
  const ackedOrders = [...acked.values()].flat();
  const lost = ackedOrders.filter((o) => !stored.some((s) => s.id === o.id));
  const perKey = new Map<string, number>();
  for (const s of stored) perKey.set(s.key, (perKey.get(s.key) ?? 0) + 1);
  const duplicated = [...acked.entries()].filter(([k, os]) => (perKey.get(k) ?? 0) !== os.length);
  const mailCounts = ackedOrders.map((o) => mailsPerOrder.get(o.ordernumber) ?? 0);
  const unmailed = mailCounts.filter((n) => n === 0).length;
  const twice = mailCounts.filter((n) => n > 1).length;

  const windows: [string, number, number][] = [
    [`before the kill (0-${killAt} s)`, 0, killAt],
    [`kill and restart (${killAt}-${redisDown[0]} s)`, killAt, redisDown[0]!],
    [`Redis stopped (${redisDown[0]}-${redisDown[1]} s)`, redisDown[0]!, redisDown[1]!],
    [`after (${redisDown[1]}-${seconds} s)`, redisDown[1]!, seconds + 30],
  ];
  const fmt = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));
  console.log(
    '\n| window | requests | errors | error % | retried on another process | 5xx on reads | sign-ins refused (503) | p95 ms | p99 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, from, to] of [...windows, ['**all**', 0, seconds + 30] as [string, number, number]]) {
    const w = outcomes.filter((o) => o.at >= from && o.at < to);
    const refusedLogins = w.filter((o) => o.kind === 'login' && o.status === 503);
    const errors = w.filter((o) => !o.ok && !(o.kind === 'login' && o.status === 503));
    const readFives = w.filter((o) => reads.has(o.kind) && o.status >= 500);
    const ms = w.map((o) => o.ms);
    console.log(
      `| ${name} | ${w.length} | ${errors.length} | ${((100 * errors.length) / Math.max(1, w.length)).toFixed(2)} | ${w.filter((o) => o.tries > 1).length} | ${readFives.length} | ${refusedLogins.length} | ${fmt(percentile(ms, 95))} | ${fmt(percentile(ms, 99))} |`,
    );
  }
  const loginTexts = new Set(outcomes.filter((o) => o.kind === 'login' && o.status === 503).map((o) => o.text?.slice(4, 200)));
  const afterRedis = outcomes.filter((o) => o.kind === 'login' && o.at >= redisDown[1]! + 3);
  const refused = outcomes.filter((o) => o.kind === 'login' && o.status === 503);
  const lastRefused = refused.length ? Math.max(...refused.map((o) => o.at + o.ms / 1000)) : undefined;
  console.log(`
| check | result |
|---|---|
| orders acknowledged | ${ackedOrders.length} (${acked.size} placements; ${allRun[0]!.n} run orders in the database, an unanswered placement may exist without an answer) |
| acknowledged orders lost | ${lost.length} |
| placements stored other than once | ${duplicated.length} |
| acknowledged orders without their new-order mail | ${unmailed} |
| acknowledged orders mailed more than once | ${twice} |
| mail jobs (state: count, of them retried) | ${jobStates.map((j) => `${j.state}: ${j.n} (${j.retried})`).join(', ')}; queue empty ${queueWait.toFixed(0)} s after the run |
| sign-ins after Redis came back (from ${redisDown[1]! + 3} s) | ${afterRedis.filter((o) => o.ok).length} of ${afterRedis.length} succeeded |
| last refused sign-in answered at | ${lastRefused === undefined ? '–' : `${lastRefused.toFixed(1)} s (Redis back at ${redisBackAt.toFixed(1)} s)`} |
| first tries that failed, by status (0: connection refused or reset) | ${[...firstFailures.entries()].map(([st, n]) => `${st}: ${n}`).join(', ') || 'none'} |
| what a refused sign-in said | ${[...loginTexts].join(' / ') || '–'} |`);
  const firstErrors = [
    ...new Set(outcomes.filter((o) => !o.ok && o.status !== 503).map((o) => `${o.kind} ${o.text?.slice(0, 160)}`)),
  ].slice(0, 8);
  if (firstErrors.length) console.log(`\nerrors seen (first distinct):\n  ${firstErrors.join('\n  ')}`);
  const failed = lost.length || duplicated.length || unmailed || twice || afterRedis.some((o) => !o.ok);
  process.exitCode = failed ? 1 : 0;
} finally {
  await Promise.all(apis.map((a) => a.kill('SIGTERM')));
  await redis.stop();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
