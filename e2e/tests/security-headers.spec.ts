import { expect, test, type Page } from '@playwright/test';
import { demo, storeDemoSession } from '../support/login';

/** Records every CSP violation the page reports (in the page and on the console). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __cspViolations?: string[] };
      (w.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

// On this machine's own name or address the policy also lets a developer's override load a remote's dev server.
const devServerSources = (baseURL: string | undefined) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(new URL(baseURL ?? 'http://localhost').hostname)
    ? ' http://localhost:\\* http://127\\.0\\.0\\.1:\\*'
    : '';

test('every kind of answer carries the security headers and no server version', async ({ request, baseURL }) => {
  const scriptSrc = new RegExp(`script-src 'self'${devServerSources(baseURL)} 'sha256-[A-Za-z0-9+/=]+'(;|$)`);
  for (const url of [
    '/',
    '/xchangeShop',
    '/main.js',
    '/remotes/shop/remoteEntry.js',
    '/remotes.json',
    '/api/v1/health',
    '/api/v1/home/lookups',
    '/api/v1/no-such-thing',
    '/sitemap.xml',
  ]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], url).not.toMatch(/unsafe-eval/);
    expect(headers['content-security-policy'], url).toMatch(scriptSrc);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], `${url}: plain HTTP gets no HSTS`).toBeUndefined();
    expect(headers.server, url).toBeUndefined();
    expect(headers['x-powered-by'], url).toBeUndefined();
  }
});

test('the composed site runs under the policy: remotes, charts and the video', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/home');
  const video = page.getByTestId('welcome-video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
  await page.goto('/xchangeShop');
  await expect(page.locator('[data-remote="shop"]').getByRole('article').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the seller overview draws its ApexCharts under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await storeDemoSession(page, 'seller');
  await page.goto('/overview');
  await expect(page.locator('[data-remote="seller"] .apexcharts-canvas').first()).toBeVisible();
  await expect(page.locator('[data-remote="seller"] .apexcharts-series path').first()).toBeAttached();
  expect(await violations()).toEqual([]);
});

test('Remember Me cookies are SameSite=Lax, Secure only over https', async ({ page, context }) => {
  await page.goto('/loginpage');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('radio', { name: 'Buyer' }).check({ force: true });
  await form.getByRole('textbox', { name: 'Email' }).fill(demo.buyer.username);
  await form.getByLabel('Password').fill(demo.buyer.password);
  await form.getByRole('checkbox', { name: 'Remember Me' }).check({ force: true });
  await form.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/myacc$/);
  const cookies = (await context.cookies()).filter((c) => ['token', 'isRemember'].includes(c.name));
  expect(cookies.map((c) => c.name).sort()).toEqual(['isRemember', 'token']);
  for (const c of cookies)
    expect({ name: c.name, sameSite: c.sameSite, secure: c.secure, path: c.path }).toEqual({
      name: c.name,
      sameSite: 'Lax',
      secure: false,
      path: '/',
    });
});
