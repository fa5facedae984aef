import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';

const gatewayRoot = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** One request on a new connection (the cluster hands out connections, not requests); the worker that answered. */
const workerOf = (port: number) =>
  new Promise<string | undefined>((resolve) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/v1/health', agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? String(res.headers['x-worker']) : undefined));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
  });

async function workersSeen(port: number, calls = 24): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < calls; i++) {
    const w = await workerOf(port);
    if (w) seen.add(w);
  }
  return seen;
}

/** WORKERS=3 on the embedded PostgreSQL (docs/architecture.md §11): the primary starts the database and the workers. */
describe('gateway with WORKERS=3', { timeout: 300_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-workers-'));
  let primary: ReturnType<typeof spawn> | undefined;
  after(() => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('three workers answer on one port, a killed worker is replaced, SIGTERM stops them and the database', async () => {
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: gatewayRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        WORKERS: '3',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        SKIP_BUILD: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    primary.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    primary.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const deadline = Date.now() + 240_000; // three workers load the API's sources side by side
    while ((await workersSeen(port, 3)).size < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual([...(await workersSeen(port))].sort(), ['1', '2', '3'], out);

    const pids = execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
    const workers = pids.filter((pid) =>
      execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).includes('src/server.ts'),
    );
    assert.equal(workers.length, 3, 'three worker processes');
    process.kill(workers[0]!, 'SIGKILL');
    let seen = new Set<string>();
    while (!seen.has('4') && Date.now() < deadline) {
      seen = await workersSeen(port, 6);
      await new Promise((r) => setTimeout(r, 300));
    }
    assert.ok(seen.has('4'), `a fourth worker replaced the killed one:\n${out}`);

    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    assert.equal(await exited, 0);
    const postgres = execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes(`${dataDir}/postgres`));
    assert.deepEqual(postgres, [], 'the embedded PostgreSQL stopped with the primary');
  });
});
