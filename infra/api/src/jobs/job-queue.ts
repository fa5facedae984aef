import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db, DbHandle } from '../db/client.ts';

/** What pg-boss runs its SQL through: our own pool (or PGlite), or a transaction's connection. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The named jobs of the site and what each carries; a module adds its job here (docs/architecture.md §11). */
export interface JobTypes {
  mail: { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
  /** Nightly: the search vocabulary again from the stored catalog, without terms nothing uses any more. */
  'search-vocabulary-rebuild': Record<string, never>;
  /** docs/product.md §2.12: check (preview) or write the rows of a seller's spreadsheet. */
  'listing-import': { importId: number };
  /** docs/product.md §2.14: match one written listing against every saved search and watchlist. */
  'listing-alerts': { productId: number };
  /** docs/product.md §2.14: one buyer's alert mail of one frequency, once its window is open. */
  'alert-digest': { buyerId: number; frequency: 'instant' | 'daily' | 'weekly' };
}
export type JobName = keyof JobTypes;

export interface EnqueueOptions {
  /**
   * The event this job is for, unique across the site (`new-order:42`): a second enqueue with the same key is
   * ignored, so a retried request or a replayed event never makes a second job.
   */
  key: string;
  /** The caller's transaction: the job exists exactly when the transaction commits. */
  tx?: Db;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  enqueue<N extends JobName>(name: N, data: JobTypes[N], opts: EnqueueOptions): Promise<void>;
  /** Runs `handler` for each job of `name` in this process; a throw retries the job with backoff. */
  work<N extends JobName>(name: N, handler: (data: JobTypes[N], job: { key: string; createdOn: Date }) => Promise<void>): Promise<void>;
  /**
   * Queues `name` on a cron schedule (UTC), kept in the database: however many processes call this, each time comes
   * once, and one process runs it.
   */
  schedule<N extends JobName>(name: N, cron: string, data: JobTypes[N]): Promise<void>;
  /** Looks for jobs now instead of at the next poll (after a transaction that enqueued has committed). */
  wake(): void;
  /** Resolves once no job is waiting or running (tests read the outbox after it). */
  idle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Retries: 8 more tries, backoff from 5 s (5, 10, 20 … about 21 minutes in all); a try may take 30 s. */
const queuePolicy = { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 };
/**
 * Jobs that differ: a rebuild over a million listings takes minutes and the next night is its retry; a 10,000-row
 * import with pictures may take many minutes (it resumes where it stopped).
 */
const queuePolicies: Partial<Record<JobName, Partial<typeof queuePolicy>>> = {
  'search-vocabulary-rebuild': { retryLimit: 1, expireInSeconds: 30 * 60 },
  'listing-import': { retryLimit: 3, expireInSeconds: 3600 },
  // a fetch of 50 (batchSizes) shares one expiry: 30 s was 0.6 s a listing, which a busy machine with 10,000 saved
  // searches passed, and all 50 went back to retry at once
  'listing-alerts': { expireInSeconds: 10 * 60 },
};

/**
 * Jobs fetched at once by one worker. pg-boss waits out its polling interval after every fetch, so one job a fetch is one
 * job a second: fine for mails, far too few for the alert job of every listing an import writes (each job still runs,
 * succeeds or retries on its own terms: the handler is idempotent per listing).
 */
const batchSizes: Partial<Record<JobName, number>> = { 'listing-alerts': 50 };

/** pg-boss takes a UUID as a job's id: the key's hash, so the same key is the same job (an insert that does nothing). */
export function jobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The connection a Drizzle transaction runs on (node-postgres PoolClient or PGlite Transaction; both answer query(text, values)). */
function txExecutor(tx: Db): SqlExecutor {
  const client = (tx as unknown as { session: { client: { query(t: string, v?: unknown[]): Promise<{ rows: unknown[] }> } } }).session
    .client;
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * The durable job queue: pg-boss (docs/architecture.md §11) on the site's own PostgreSQL (schema `pgboss`), through
 * the API's pool, so it needs no service of its own and a job enqueued inside a transaction commits with it.
 */
export async function startJobQueue(handle: DbHandle, log: (msg: string, err?: unknown) => void): Promise<JobQueue> {
  const boss = new PgBoss({
    db: handle.executor,
    schema: 'pgboss',
    // a mail is picked up within a second even where no process was woken (another process enqueued it)
    pollingIntervalSeconds: 1,
    // the sweep that turns a dead process's running job (past its 30 s) back into a retry
    maintenanceIntervalSeconds: 30,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err: Error) => log('job queue error', err));
  await boss.start();
  const workers: string[] = [];
  const created = new Set<string>();
  let running = 0;
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    // processes starting together race to create a queue: the loser of a deadlock or duplicate finds it made
    for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
      try {
        await boss.createQueue(name, { name, ...queuePolicy, ...queuePolicies[name as JobName] });
      } catch (err) {
        if (attempt >= 5 || !['40P01', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
    created.add(name);
  };
  const queue: JobQueue = {
    async enqueue(name, data, opts) {
      await ensureQueue(name);
      await boss.send(name, data as object, {
        id: jobId(`${name}:${opts.key}`),
        singletonKey: opts.key,
        startAfter: opts.startAfterSeconds,
        ...(opts.tx ? { db: txExecutor(opts.tx) } : {}),
      });
      if (!opts.tx) queue.wake();
    },
    async work(name, handler) {
      await ensureQueue(name);
      const batchSize = batchSizes[name] ?? 1;
      workers.push(
        await boss.work<JobTypes[typeof name]>(name, { batchSize, pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs) => {
          // a retry is the same job: same key, same first queueing time
          running += 1;
          try {
            for (const job of jobs) await handler(job.data, { key: job.singletonKey ?? job.id, createdOn: new Date(job.createdOn) });
          } finally {
            running -= 1;
          }
        }),
      );
    },
    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data as object, { tz: 'UTC' });
    },
    wake() {
      for (const id of workers) boss.notifyWorker(id);
    },
    async idle(timeoutMs = 15_000) {
      queue.wake();
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const { rows } = await handle.executor.executeSql(
          `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
        );
        if ((rows[0] as { n: number }).n === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`Jobs still waiting after ${timeoutMs} ms.`);
    },
    async stop() {
      // pg-boss marks a job done just after its handler returns, and its own stop can miss that last query: stop
      // fetching, let running handlers end and their completion land, then stop (before the pool is closed)
      for (const name of created) await boss.offWork(name);
      for (let i = 0; running > 0 && i < 200; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 250));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}
