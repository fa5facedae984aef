import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteDataDir } from '../catalog/sql-client.ts';

/** PGLITE_DIR (the folder the generator filled, laid out as the API's DATA_DIR) or DATABASE_URL (PostgreSQL), as openDb options. */
export function dbOptions(env: NodeJS.ProcessEnv): { url: string } | { dataDir: string } {
  if (env.PGLITE_DIR && env.DATABASE_URL) throw new Error('Set either PGLITE_DIR or DATABASE_URL, not both.');
  if (env.PGLITE_DIR) return { dataDir: pgliteDataDir(env.PGLITE_DIR) };
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL (PostgreSQL) or PGLITE_DIR (PGlite) to the database the generator filled.');
  return { url: env.DATABASE_URL };
}

/** What the spawned API needs to open the same database: its URL (and a throwaway DATA_DIR), or DATA_DIR=PGLITE_DIR. */
export function apiDbEnv(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const opts = dbOptions(env);
  if ('url' in opts) return { DATABASE_URL: opts.url, PGLITE_DIR: undefined, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'xchange-bench-')) };
  return { DATABASE_URL: undefined, PGLITE_DIR: undefined, DATA_DIR: path.dirname(opts.dataDir) };
}

export interface Server {
  base: string;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` in `cwd` on a free-ish port and waits until `health` answers 2xx. */
export async function startServer(
  name: string,
  cwd: string,
  script: string,
  env: Record<string, string | undefined>,
  health: string,
): Promise<Server> {
  // BENCH_PORT: a fixed port where the machine hands out ranges
  const port = Number(process.env.BENCH_PORT) || 8900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The ${name} exited with code ${child.exitCode} before answering.`);
    if (
      await fetch(`${base}${health}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The ${name} did not answer ${health} within 60 s.`);
}
