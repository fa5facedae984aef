/**
 * Shop API under load: for each scenario (five catalog query shapes, product detail, the bench buyer's current and
 * all orders, the busiest seller's order tab, the bench buyer's messages) and each connection count, autocannon
 * against the API started from source (real logins' Bearer tokens), then against a bare Fastify
 * route running the same query functions (bare-server.ts), beside the same functions timed straight on the database
 * from one client. Prints one markdown table. Not a test: it reports, never asserts.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench100k pnpm --filter @xchange/bench api-load
 *   PGLITE_DIR=/tmp/bench-pglite pnpm --filter @xchange/bench api-load
 * Env:
 *   CONNECTIONS  comma-separated concurrent clients, each scenario runs at each (default 32,128)
 *   DURATION     seconds per autocannon run (default 10)
 *   SQL_RUNS     calls of the query functions per scenario from one client (default 50)
 *   SCENARIOS    comma-separated subset of browse, words, model, filters, distance, category, category-range, the
 *                same with facets- (their filter counts), words-varied, suggest, suggest-varied, product, orders, all-orders,
 *                seller-orders, messages (default all)
 *   RATE_LIMIT_TRUSTED_IPS=127.0.0.1  (passed to the API) lets the suggest scenario past its per-address limit
 *   API_URL      load a running API on the same database instead of starting one
 *   BARE=0       skip the bare-route phase (comparing databases: the API columns are what differ)
 * Catalog SQL times page + count without the API's 5 s count cache; the others time the route's whole function
 * (its queries and the mapping to the contract's shape). The phases run one after another (SQL, API, bare), never
 * side by side: PGlite allows one process per data folder, and each phase gets the machine to itself.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../../api/src/db/client.ts';
import { benchBuyerEmail, benchPassword } from '../catalog/bench-accounts.ts';
import { cannon, probe } from './cannon.ts';
import { benchContext } from './context.ts';
import { scenarioKeys, scenarios, type Scenario } from './scenarios.ts';
import { timeCalls } from './sql-timing.ts';
import { formatTable, parseConnections, pickKeys, type Load, type ResultRow } from './table.ts';
import { apiDbEnv, dbOptions, startServer, type Server } from './target.ts';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../../../api');
const benchDir = path.resolve(here, '../..');

async function login(base: string, role: 'buyer' | 'seller', username: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/${role}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: benchPassword, type: role }),
  });
  if (!res.ok) throw new Error(`Signing in ${username} as ${role} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { authToken: string }).authToken;
}

type Phase = (s: Scenario, connections: number) => Promise<Load>;

async function loadAll(server: Server, list: Scenario[], connections: number[], run: Phase, label: string) {
  const out = new Map<string, Load>();
  try {
    for (const s of list) {
      for (const c of connections) {
        out.set(`${s.key}@${c}`, await run(s, c));
        console.error(`${label}: ${s.key} at ${c} connections`);
      }
    }
  } finally {
    // let the last in-flight requests finish before the server closes its pool
    await new Promise((r) => setTimeout(r, 1000));
    await server.stop();
  }
  return out;
}

async function main() {
  const connections = parseConnections(env.CONNECTIONS ?? '32,128');
  const duration = Number(env.DURATION ?? 10);
  const sqlRuns = Number(env.SQL_RUNS ?? 50);
  if (!(duration > 0)) throw new Error(`DURATION must be a positive number of seconds (got ${JSON.stringify(env.DURATION)}).`);
  if (!Number.isInteger(sqlRuns) || sqlRuns < 1)
    throw new Error(`SQL_RUNS must be a positive whole number (got ${JSON.stringify(env.SQL_RUNS)}).`);
  const opts = dbOptions(env);
  const keys = pickKeys(scenarioKeys, env.SCENARIOS);

  const handle = await openDb({ ...opts, migrate: false });
  const sqlTimes = new Map<string, { p50: number; p99: number }>();
  let ctx: Awaited<ReturnType<typeof benchContext>>;
  let list: Scenario[];
  try {
    ctx = await benchContext(handle.db);
    list = scenarios(ctx).filter((s) => keys.includes(s.key));
    for (const s of list) {
      sqlTimes.set(s.key, await timeCalls((i) => s.sql(handle.db, i), sqlRuns));
      console.error(`SQL: ${s.key}`);
    }
  } finally {
    await handle.close();
  }

  const api: Server = env.API_URL
    ? { base: env.API_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer(
        'API',
        apiDir,
        'src/server.ts',
        {
          ...apiDbEnv(env),
          LOG_LEVEL: 'warn',
          RATE_LIMIT_TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
        },
        '/api/v1/health',
      );
  const tokens = { buyer: await login(api.base, 'buyer', benchBuyerEmail), seller: await login(api.base, 'seller', ctx.sellerEmail) };
  const apiLoads = await loadAll(
    api,
    list,
    connections,
    async (s, c) => {
      const token = s.api.as && tokens[s.api.as];
      await probe(api.base, s.api, token);
      return cannon(api.base, s.api, { connections: c, duration, token });
    },
    'API',
  );

  let bareLoads = new Map<string, Load>();
  if (env.BARE !== '0') {
    const bare = await startServer('bare server', benchDir, 'src/api-load/bare-server.ts', {}, '/health');
    bareLoads = await loadAll(
      bare,
      list,
      connections,
      async (s, c) => {
        await probe(bare.base, s.bare);
        return cannon(bare.base, s.bare, { connections: c, duration });
      },
      'bare',
    );
  }

  const rows: ResultRow[] = list.flatMap((s) =>
    connections.map((c) => ({
      scenario: s.name,
      connections: c,
      api: apiLoads.get(`${s.key}@${c}`),
      bare: bareLoads.get(`${s.key}@${c}`),
      sql: sqlTimes.get(s.key),
    })),
  );
  const db = 'url' in opts ? `PostgreSQL (${new URL(opts.url).pathname.slice(1)})` : `PGlite (${opts.dataDir})`;
  const { sizes } = ctx;
  console.log(
    `\n${formatTable(
      `DB: ${db}; ${sizes.products} listings (${sizes.visible} visible), ${sizes.orders} orders, ${sizes.messages} messages; ` +
        `${duration} s per autocannon run; SQL: ${sqlRuns} runs from one client`,
      rows,
    )}`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
