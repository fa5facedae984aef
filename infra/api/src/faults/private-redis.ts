import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './api-process.ts';

/** Whether `redis-server` is on the PATH (Debian's `redis-server` package). */
export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGKILL: an outage, not a shutdown); `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A throwaway Redis on a free loopback port, without persistence, so a test may stop it without touching the machine's. */
export async function startPrivateRedis(port?: number): Promise<PrivateRedis> {
  const p = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const start = async () => {
    const c = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      c.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      c.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${out}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${p}/0`,
    stop: async () => {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      });
    },
    start,
  };
}
