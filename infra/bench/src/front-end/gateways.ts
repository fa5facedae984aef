// Starts the site twice for the front-end benchmark: the composed production build (shell + five remotes through
// Module Federation) and the same pages built as one ordinary app (XCHANGE_COMPOSITION=static, shell/dist-static).
import { chromium, type Browser } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Site {
  name: 'composed' | 'static';
  base: string;
  stop: () => void;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync('pnpm', args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
}

/** Builds what is missing (or everything with REBUILD=1): the composed site, then the static shell if it is measured. */
export function ensureBuilds(rebuild: boolean, sites: readonly Site['name'][] = ['composed', 'static']): void {
  if (rebuild || !existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) run(['build']);
  if (!sites.includes('static')) return;
  if (rebuild || !existsSync(path.join(repoRoot, 'shell', 'dist-static', 'index.html'))) {
    run(['--filter', '@xchange/shell', 'exec', 'webpack', '--mode', 'production'], { XCHANGE_COMPOSITION: 'static' });
  }
}

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the gateway for ${base} exited (${child.exitCode})`);
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the gateway for ${base} did not answer within 60 s`);
}

/** One gateway on its own port and data folder (each seeds the demo data on first start). */
export async function startSite(name: Site['name'], port: number, env: NodeJS.ProcessEnv = {}): Promise<Site> {
  const dataDir = path.join(repoRoot, '.data', `bench-front-end-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn('pnpm', ['--filter', '@xchange/gateway', 'start'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SKIP_BUILD: '1',
      RATE_LIMIT_TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
      ...(name === 'static' ? { SHELL_DIST: 'shell/dist-static' } : {}),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await waitUntilUp(base, child);
  } catch (e) {
    stop();
    throw e;
  }
  return { name, base, stop };
}

/** The bench's headless Debian Chromium (`CHROMIUM_PATH`), without the background work that would skew timings. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
}
