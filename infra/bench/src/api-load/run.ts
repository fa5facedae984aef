/**
 * Shop API load: p50/p99 of POST /api/v1/home/homepage for five query shapes, 32 concurrent clients (autocannon),
 * beside the SQL time of the same queries run straight on PostgreSQL. Not a test: it reports, never asserts.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @xchange/bench api-load
 * Env: CONNECTIONS (32), DURATION seconds per shape (10), SQL_RUNS (50), API_URL to load a running API instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { shapes } from './shapes.ts';
import { timeSql } from './sql-timing.ts';

const env = process.env;
const url = env.DATABASE_URL;
const connections = Number(env.CONNECTIONS ?? 32);
const duration = Number(env.DURATION ?? 10);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api');

async function startApi(): Promise<{ base: string; child?: ChildProcess }> {
  if (env.API_URL) return { base: env.API_URL.replace(/\/$/, '') };
  const port = 8900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'xchange-bench-')) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${base}/api/v1/health`).then((r) => r.ok, () => false)) return { base, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('The API did not start within 30 s.');
}

async function load(base: string, body: object) {
  const first = await fetch(`${base}/api/v1/home/homepage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await first.json()) as { statusCodeValue: number; body: { totalElements: number } };
  const result = await autocannon({
    url: `${base}/api/v1/home/homepage`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections,
    duration,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx, matches: answer.body.totalElements };
}

async function main() {
  if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database the generator filled.');
  const { base, child } = await startApi();
  try {
    const rows: string[] = [];
    const sqlTimes = await timeSql(url, shapes.map((s) => s.body), Number(env.SQL_RUNS ?? 50));
    for (const [i, shape] of shapes.entries()) {
      const http = await load(base, shape.body);
      const s = sqlTimes[i]!;
      rows.push(`| ${shape.name} | ${http.matches} | ${http.p50} | ${http.p99} | ${Math.round(http.rps)} | ${http.errors} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.explainMs.toFixed(1)} | ${s.indexes.filter((x) => x.startsWith('products_')).join(', ')} |`);
      console.error(`done: ${shape.name}`);
    }
    console.log(`\n${connections} connections, ${duration} s per shape; SQL: page + count queries from one client, ${env.SQL_RUNS ?? 50} runs\n`);
    console.log('| query shape | matches | HTTP p50 ms | HTTP p99 ms | req/s | errors | SQL p50 ms | SQL p99 ms | EXPLAIN ANALYZE page ms | product indexes in plan |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
  } finally {
    // let the last in-flight requests finish before the API closes its pool
    await new Promise((r) => setTimeout(r, 1000));
    child?.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
