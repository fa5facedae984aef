import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** The remote map the gateway of this run reads (playwright.config.ts passes the environment on). */
export const remotesFile = path.resolve(repoRoot, process.env.REMOTES_FILE || path.join('infra', 'gateway', 'remotes.json'));
export const releasesDir = path.resolve(repoRoot, process.env.RELEASES_DIR || path.join('.data', 'releases'));

const run = promisify(execFile);

/** Runs `pnpm release|rollback <remote> …` as an operator would (same script), returning its output. */
export async function releaseCommand(command: 'release' | 'rollback', remote: string, args: string[] = []): Promise<string> {
  const { stdout, stderr } = await run(
    process.execPath,
    [path.join(repoRoot, 'infra', 'scripts', 'release.mjs'), command, remote, ...args],
    {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return `${stdout}\n${stderr}`;
}

/** The shell's page without the per-request config script: identical bytes mean the shell was not rebuilt. */
export async function shellPageWithoutConfig(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  return html.replace(/<script>window\.__XCHANGE_REMOTES__=.*?<\/script>/s, '');
}

/** Seconds the gateway process has been up (GET /api/v1/health). */
export async function gatewayUptime(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/v1/health')).json()) as { uptime: number }).uptime;
}
