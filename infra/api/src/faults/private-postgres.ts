import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process.ts';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries installed the Debian way (/usr/lib/postgresql/<major>/bin), if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((d) => /^\d+$/.test(d))
    .sort((a, b) => Number(b) - Number(a));
  return majors
    .map((m) => path.join(root, m, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl', 'postgres'].every((f) => existsSync(path.join(bin, f))));
}

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temp folder on a free port, so a test may stop and start it without touching
 * the machine's shared server. PostgreSQL refuses to run as root: as root it runs as the `postgres` user.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'xchange-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', ...args]);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => void (await pgCtl('stop', '-m', 'fast')),
    start: async () => void (await pgCtl('start')),
    destroy: async () => {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
