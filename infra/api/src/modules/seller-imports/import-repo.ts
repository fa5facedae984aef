import { and, eq, sql } from 'drizzle-orm';
import { importTexts, type ImportJob, type ImportMode, type ImportRowError } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { listingImports, type ImportRowOutcome } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** The most row errors an import keeps (its `failed` count goes on). */
export const keptErrors = 1000;

export type ImportRow = typeof listingImports.$inferSelect;

export async function insertImport(
  db: Db,
  values: {
    sellerId: number;
    apiKeyId: number | null;
    mode: ImportMode;
    publish: boolean;
    fileName: string;
    file: Buffer;
    total: number;
    headers: string[];
    mapping: Record<string, string>;
  },
): Promise<number> {
  const [row] = await db.insert(listingImports).values(values).returning({ id: listingImports.id });
  return row!.id;
}

export async function loadImport(db: Db, id: number): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(listingImports).where(eq(listingImports.id, id));
  return row;
}

/** The caller's own import; 404 with the contract's text for anyone else's. */
export async function ownImport(db: Db, sellerId: number, id: number): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(listingImports)
    .where(and(eq(listingImports.id, id), eq(listingImports.sellerId, sellerId)));
  if (!row) throw new AppError('ERR_NOT_FOUND', importTexts.notFound);
  return row;
}

export const toImportJob = (r: ImportRow): ImportJob => ({
  id: r.id,
  mode: r.mode,
  publish: r.publish,
  fileName: r.fileName,
  status: r.status,
  total: r.total,
  processed: r.processed,
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
  failed: r.failed,
  errors: r.errors,
  headers: r.headers,
  mapping: r.mapping,
  failure: r.failure,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export interface BatchProgress {
  processed: number;
  counts: { created: number; updated: number; unchanged: number; failed: number };
  errors: ImportRowError[];
  results: ImportRowOutcome[];
}

/** Adds one batch's outcomes: counts, errors (within the kept 1,000) and results; GET shows them at once. */
export async function recordBatch(db: Db, id: number, keptSoFar: number, b: BatchProgress): Promise<void> {
  const errors = b.errors.slice(0, Math.max(0, keptErrors - keptSoFar));
  await db
    .update(listingImports)
    .set({
      status: 'running',
      processed: b.processed,
      created: sql`${listingImports.created} + ${b.counts.created}`,
      updated: sql`${listingImports.updated} + ${b.counts.updated}`,
      unchanged: sql`${listingImports.unchanged} + ${b.counts.unchanged}`,
      failed: sql`${listingImports.failed} + ${b.counts.failed}`,
      errors: sql`${listingImports.errors} || ${JSON.stringify(errors)}::jsonb`,
      results: sql`${listingImports.results} || ${JSON.stringify(b.results)}::jsonb`,
    })
    .where(eq(listingImports.id, id));
}

export async function markRunning(db: Db, id: number, fields: { total: number; headers: string[]; mapping: Record<string, string> }) {
  await db
    .update(listingImports)
    .set({ status: 'running', ...fields })
    .where(eq(listingImports.id, id));
}

/** Done or failed: the kept file is dropped, only the outcomes stay. */
export async function finishImport(db: Db, id: number, failure: string | null): Promise<void> {
  await db
    .update(listingImports)
    .set({ status: failure ? 'failed' : 'done', failure, file: null, finishedAt: new Date() })
    .where(eq(listingImports.id, id));
}
