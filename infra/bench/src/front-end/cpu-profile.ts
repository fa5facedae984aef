/**
 * Where a cold page load's script time goes: a CPU profile of one composed page (Chromium, CPU slowed as set), each
 * sample mapped through the builds' source maps to the npm package or our source folder it ran in, with the top
 * functions. Build with source maps first: `XCHANGE_SOURCE_MAPS=1 pnpm build`.
 *   PAGE=/xchangeShop pnpm --filter @xchange/bench cpu-profile
 * Env: PAGE (/xchangeShop), RUNS (3, summed), CPU_SLOWDOWN (1), PORT (8185), DEPTH (folder depth of our sources, 4).
 * Not a test: it reports numbers and never fails on them.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startSite, launchBenchBrowser } from './gateways.ts';

const page = process.env.PAGE ?? '/xchangeShop';
const runs = Number(process.env.RUNS ?? 3);
const cpu = Number(process.env.CPU_SLOWDOWN ?? 1);
const port = Number(process.env.PORT ?? 8185);
const depth = Number(process.env.DEPTH ?? 4);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
/** The source map of a served script: /remotes/<name>/x.js → mf-<name>/dist/x.js.map, /x.js → shell/dist/x.js.map. */
function mapOf(url: string): TraceMap | null {
  const { pathname } = new URL(url);
  if (maps.has(pathname)) return maps.get(pathname)!;
  const remote = /^\/remotes\/(\w+)\/(.+)$/.exec(pathname);
  const file = remote
    ? path.join(repoRoot, `mf-${remote[1]}`, 'dist', remote[2]!)
    : path.join(repoRoot, 'shell', 'dist', pathname.slice(1));
  const map = existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null;
  maps.set(pathname, map);
  return map;
}

/** node_modules/@scope/name/… → @scope/name; our sources → their first `depth` folders. */
function bucketOf(source: string): string {
  const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return npm[1]!;
  const ours = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  return ours.split('/').slice(0, depth).join('/');
}

function attribute(profile: Profile, buckets: Map<string, number>, functions: Map<string, number>): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { url, lineNumber, columnNumber, functionName } = byId.get(id)!.callFrame;
    let bucket = functionName || '(anonymous)';
    let fn = bucket;
    if (url.startsWith('http')) {
      const map = mapOf(url);
      const pos = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
      bucket = pos?.source ? bucketOf(pos.source) : `${new URL(url).pathname} (no map)`;
      fn = `${pos?.name ?? functionName ?? '?'} (${bucket})`;
    } else if (!['(program)', '(idle)', '(garbage collector)', '(root)'].includes(bucket)) bucket = `native: ${bucket}`;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
}

async function main() {
  const site = await startSite('composed', port);
  const browser = await launchBenchBrowser();
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await tab.goto(site.base + page);
      await tab.locator('[data-remote] h1').first().waitFor({ timeout: 60_000 });
      await tab.waitForLoadState('networkidle');
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      attribute(profile, buckets, functions);
      await context.close();
    }
  } finally {
    await browser.close();
    site.stop();
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  const busy = [...buckets].filter(([k]) => k !== '(idle)').reduce((s, [, v]) => s + v, 0);
  console.log(`\nCPU profile of ${page}, composed, CPU ×${cpu}, ${runs} cold loads (ms per load; busy ${Math.round(busy / runs)} ms)\n`);
  console.log('| where | ms | share |');
  console.log('|---|---|---|');
  for (const [k, v] of top(buckets, 30))
    if (k !== '(idle)') console.log(`| ${k} | ${Math.round(v / runs)} | ${((v / busy) * 100).toFixed(1)}% |`);
  console.log('\n| function (where) | ms |');
  console.log('|---|---|');
  for (const [k, v] of top(functions, 25)) if (!k.startsWith('(idle)')) console.log(`| ${k} | ${Math.round(v / runs)} |`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
