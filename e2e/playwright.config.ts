import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

const browser = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const exclusive = /\.exclusive\.spec\.ts$/;

/** Playwright against a composed site: BASE_URL (e.g. a staging shell), or a gateway started here. */
export default defineConfig({
  testDir: './tests',
  // the multi-context journeys (checkout, live messages, media upload) take ~15 s on a quiet 2-core machine; headroom for a busy one
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(root, '.data', 'e2e', 'results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: exclusive },
    // Specs that switch shared demo data off (a seller deactivated, the admin's password changed) run after every
    // other spec, one at a time.
    { name: 'exclusive', use: browser, testMatch: exclusive, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: 'pnpm --filter @xchange/gateway start',
        cwd: root,
        url: `${baseURL}/api/v1/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        // Every e2e request comes from loopback: exempt it from per-IP limits (per-account limits still apply).
        env: {
          RATE_LIMIT_TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
          PORT: String(port),
          DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, '.data', 'e2e', 'site'),
          LOG_LEVEL: 'warn',
          // Parallel workers share two cores: a first view may take longer than production's limit, and tests assert it.
          FIRST_VIEW_MS: '3000',
        },
      },
});
