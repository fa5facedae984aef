// One cold visit of a page in Chromium with the CPU slowed down: bytes, requests, LCP, CLS, main content time and the
// long tasks of the load.
import type { Browser } from '@playwright/test';
import { kindOf, summarize, type LoadedResource, type LoadSummary } from '../summarize.ts';

export interface Session {
  token: string;
  data: string;
  type: string;
}

export interface PageVisit extends LoadSummary {
  /** Largest Contentful Paint, ms after navigation start. */
  lcp: number;
  /** Cumulative Layout Shift (shifts without recent input). */
  cls: number;
  /** When the remote's main heading was first laid out on screen, ms after navigation start. */
  mainContent: number;
  /** Tasks over 50 ms until the page settled. */
  longTasks: number;
  /** Total blocking time: the sum of each long task's excess over 50 ms, to the end of the load. */
  blocking: number;
}

// Runs in the page before any of its scripts: records LCP, layout shifts, long tasks and the first frame showing the
// remote's <h1>.
// A string, not a function: tsx names inner functions with a helper that does not exist in the page.
const observe = `
  window.__bench = { lcp: 0, cls: 0, main: 0, tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  requestAnimationFrame(function look() {
    const h1 = document.querySelector('[data-remote] h1');
    if (h1 && h1.getBoundingClientRect().height > 1) window.__bench.main = performance.now();
    else requestAnimationFrame(look);
  });
`;

interface BenchMarks {
  lcp: number;
  cls: number;
  main: number;
  tasks: number[];
}

/** Long tasks and total blocking time from the durations of the tasks over 50 ms. */
export const blockingOf = (tasks: readonly number[]): { longTasks: number; blocking: number } => ({
  longTasks: tasks.length,
  blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
});

const storeSession = (s: Session) => {
  if (sessionStorage.getItem('bench-signed-in')) return;
  sessionStorage.setItem('bench-signed-in', '1');
  localStorage.setItem('token', s.token);
  localStorage.setItem('data', s.data);
  localStorage.setItem('type', s.type);
};

/** Waits until no new resource has been fetched for a second (hub pages keep a message stream open). */
async function settle(read: () => Promise<number>): Promise<void> {
  let last = -1;
  for (let i = 0; i < 30; i++) {
    const count = await read();
    if (count === last) return;
    last = count;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** `encoding` is the Accept-Encoding sent: 'gzip' by default (the budgets are stated in gzip bytes), or e.g. 'br, gzip'. */
export async function visit(browser: Browser, url: string, cpuSlowdown: number, session?: Session, encoding = 'gzip'): Promise<PageVisit> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': encoding }, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (session) await page.addInitScript(storeSession, session);
    await page.addInitScript({ content: observe });
    const done: Promise<LoadedResource>[] = [];
    page.on('requestfinished', (req) => {
      done.push(
        req.sizes().then(async (s) => {
          const res = await req.response();
          return { url: req.url(), kind: kindOf(req.url(), res?.headers()['content-type']), transferred: s.responseBodySize };
        }),
      );
    });
    await page.goto(url);
    await page.locator('[data-remote] h1').first().waitFor({ timeout: 60_000 });
    await settle(() => page.evaluate(() => performance.getEntriesByType('resource').length));
    const m = await page.evaluate(() => (window as unknown as { __bench: BenchMarks }).__bench);
    return { ...summarize(await Promise.all(done)), lcp: m.lcp, cls: m.cls, mainContent: m.main, ...blockingOf(m.tasks) };
  } finally {
    await context.close();
  }
}
