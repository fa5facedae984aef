import cluster, { type Worker } from 'node:cluster';

/** The part of the API's checked configuration the primary process needs. */
export interface PrimaryConfig {
  workers: number;
  databaseUrl: string | undefined;
  embeddedDb: 'postgres' | 'pglite';
  dataDir: string;
}

type StartEmbedded = (dataDir: string, log: (line: string) => void) => Promise<{ url: string; stop(): Promise<void> }>;

/**
 * WORKERS=N (N > 1): this primary process forks N gateway processes that share one port (Node's cluster hands each new
 * connection to the next worker in turn) and starts the embedded PostgreSQL itself when no DATABASE_URL is set, so
 * every worker uses the one database. A worker that dies is started again (after 1 s, then up to 10 s when it keeps
 * dying); SIGTERM/SIGINT stop the workers, then the database.
 */
export async function runPrimary(config: PrimaryConfig, env: NodeJS.ProcessEnv, startEmbedded: StartEmbedded): Promise<void> {
  const log = (line: string) => console.log(`[gateway primary ${process.pid}] ${line}`);
  let embedded: Awaited<ReturnType<StartEmbedded>> | undefined;
  const workerEnv: NodeJS.ProcessEnv = { ...env, SKIP_BUILD: '1' };
  if (!config.databaseUrl && config.embeddedDb === 'postgres') {
    embedded = await startEmbedded(config.dataDir, log);
    workerEnv.DATABASE_URL = embedded.url;
  }
  let closing = false;
  let quickDeaths = 0;
  const fork = () => {
    const started = Date.now();
    const worker: Worker = cluster.fork(workerEnv);
    worker.on('exit', (code, signal) => {
      if (closing) return;
      quickDeaths = Date.now() - started < 10_000 ? quickDeaths + 1 : 0;
      const wait = Math.min(10_000, 1000 * 2 ** Math.max(0, quickDeaths - 1));
      log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another in ${wait / 1000} s`);
      setTimeout(fork, wait).unref();
    });
  };
  for (let i = 0; i < config.workers; i++) fork();
  log(`${config.workers} workers`);

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, stopping the workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
