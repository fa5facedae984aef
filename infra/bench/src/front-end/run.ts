/**
 * Front-end benchmark: five pages in Chromium with the CPU slowed 4×, each visited cold RUNS times on the composed
 * site and on the same pages built as one ordinary app, reported as medians plus the cost of runtime composition.
 *   pnpm --filter @xchange/bench front-end
 * Env: PAGES (all five), RUNS (5), CPU_SLOWDOWN (4; a list such as 1,4 measures each), SITES (composed,static),
 * REBUILD=1 to rebuild both sites first (otherwise what is missing is built), PORTS (8181,8182), ENCODING (the
 * Accept-Encoding sent: gzip, or 'br, gzip' for what browsers get).
 * Not a test: it reports numbers and never fails on them.
 */
import { median } from '../summarize.ts';
import { ensureBuilds, startSite, type Site, launchBenchBrowser } from './gateways.ts';
import { visit, type PageVisit, type Session } from './measure-page.ts';

const runs = Number(process.env.RUNS ?? 5);
// CPU_SLOWDOWN=1,4 measures every page at each rate.
const cpuRates = (process.env.CPU_SLOWDOWN ?? '4').split(',').map(Number);
const [composedPort, staticPort] = (process.env.PORTS ?? '8181,8182').split(',').map(Number);
const encoding = process.env.ENCODING ?? 'gzip';
// SITES=composed skips the one-app build.
const siteNames = (process.env.SITES ?? 'composed,static').split(',') as Site['name'][];

const allPages = [
  { path: '/home', as: undefined },
  { path: '/xchangeShop', as: undefined },
  { path: '/product/12', as: undefined },
  { path: '/overview', as: { type: 'seller', username: 'seller@demo.test', password: 'Seller#2024pass' } },
  { path: '/admin-brands', as: { type: 'admin', username: 'admin@demo.test', password: 'Admin#2024pass' } },
] as const;

// PAGES=/home,/product/12 measures only those.
const pages = process.env.PAGES ? allPages.filter((p) => process.env.PAGES!.split(',').includes(p.path)) : allPages;

type Login = NonNullable<(typeof allPages)[number]['as']>;

async function login(base: string, account: Login): Promise<Session> {
  const res = await fetch(`${base}/api/v1/auth/${account.type}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login of ${account.username} on ${base}: HTTP ${res.status}`);
  const body = (await res.json()) as { data: unknown; authToken: string };
  const token = body.authToken.startsWith('Bearer ') ? body.authToken : `Bearer ${body.authToken}`;
  return { token, data: JSON.stringify(body.data), type: account.type };
}

interface Row {
  path: string;
  site: Site['name'];
  cpu: number;
  visits: PageVisit[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const med = (visits: PageVisit[], pick: (v: PageVisit) => number) => median(visits.map(pick));

async function main() {
  ensureBuilds(process.env.REBUILD === '1', siteNames);
  const sites: Site[] = [];
  if (siteNames.includes('composed')) sites.push(await startSite('composed', composedPort!));
  if (siteNames.includes('static')) sites.push(await startSite('static', staticPort!));
  const browser = await launchBenchBrowser();
  const rows: Row[] = [];
  try {
    for (const cpu of cpuRates)
      for (const { path, as } of pages) {
        const sessions = await Promise.all(sites.map((site) => (as ? login(site.base, as) : undefined)));
        const visits: PageVisit[][] = sites.map(() => []);
        // Visits alternate between the two builds one by one, so a busier moment of the machine hits both alike.
        for (let i = 0; i < runs; i++)
          for (const [s, site] of sites.entries()) visits[s]!.push(await visit(browser, site.base + path, cpu, sessions[s], encoding));
        for (const [s, site] of sites.entries()) rows.push({ path, site: site.name, cpu, visits: visits[s]! });
        console.error(`done: ${path} at CPU ×${cpu}`);
      }
  } finally {
    await browser.close();
    for (const site of sites) site.stop();
  }

  for (const cpu of cpuRates) {
    console.log(`\nChromium, CPU ${cpu}× slower, cold cache, Accept-Encoding: ${encoding}, ${runs} visits per page (medians)\n`);
    console.log('| page | build | JS KB | CSS KB | requests | JS files | LCP ms | CLS | main content ms | long tasks | blocking ms |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { path, site, visits: v } of rows.filter((r) => r.cpu === cpu)) {
      console.log(
        `| ${path} | ${site} | ${kb(med(v, (x) => x.jsBytes))} | ${kb(med(v, (x) => x.cssBytes))} | ${med(v, (x) => x.requests)} | ${med(v, (x) => x.jsFiles)} | ${Math.round(med(v, (x) => x.lcp))} | ${med(v, (x) => x.cls).toFixed(3)} | ${Math.round(med(v, (x) => x.mainContent))} | ${med(v, (x) => x.longTasks)} | ${Math.round(med(v, (x) => x.blocking))} |`,
      );
    }
    if (sites.length < 2) continue;
    console.log('\n| page | composed JS KB | one app JS KB | composition overhead (JS bytes) | main content composed / one app ms |');
    console.log('|---|---|---|---|---|');
    for (const { path } of pages) {
      const of = (site: Site['name']) => rows.find((r) => r.path === path && r.site === site && r.cpu === cpu)!.visits;
      const [c, s] = [of('composed'), of('static')];
      const cj = med(c, (x) => x.jsBytes);
      const sj = med(s, (x) => x.jsBytes);
      console.log(
        `| ${path} | ${kb(cj)} | ${kb(sj)} | ${(((cj - sj) / sj) * 100).toFixed(1)}% | ${Math.round(med(c, (x) => x.mainContent))} / ${Math.round(med(s, (x) => x.mainContent))} |`,
      );
    }
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
