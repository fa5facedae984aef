import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const testJwtSecret = 'fault-test-secret-of-at-least-thirty-two-bytes-0123';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Whatever the process printed, for a failure message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, the PGlite lock file stays behind. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Starts `src/server.ts` as its own process (node with the tsx loader, so the pid is the server's and a kill hits it)
 * on a free port, and resolves when /api/v1/health answers 200.
 */
export async function startApi(env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: testJwtSecret,
      LOG_LEVEL: 'error',
      RATE_LIMIT_TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const proc: ApiProcess = {
    url,
    child,
    output: () => out,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode} while starting:\n${out}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proc;
    await new Promise((r) => setTimeout(r, 150));
  }
  await proc.kill();
  throw new Error(`The API did not answer /api/v1/health within ${timeoutMs} ms:\n${out}`);
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A JSON call; a connection that breaks (the process was killed) resolves to status 0 instead of throwing. */
export async function call(
  url: string,
  method: string,
  pathname: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const r = await fetch(`${url}/api/v1/${pathname}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await r.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text so the assertion shows it
    }
    return { status: r.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** Logs a demo account in and returns its bearer header. */
export async function login(url: string, type: 'buyer' | 'seller' | 'admin', username: string, password: string): Promise<string> {
  const r = await call(url, 'POST', `auth/${type}`, { body: { type, username, password } });
  if (r.status !== 200) throw new Error(`login of ${username} answered ${r.status}: ${JSON.stringify(r.body)}`);
  const token = (r.body as { authToken: string }).authToken;
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}
