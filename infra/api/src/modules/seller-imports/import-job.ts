import { setImmediate as yieldToApi } from 'node:timers/promises';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { importTexts, type ImportRowError, type ListingColumnKey } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { products } from '../../db/schema/index.ts';
import type { ProductMediaConfig, UploadLimits } from '../seller-products/index.ts';
import { forgetCatalogCounts } from '../shop/index.ts';
import { cellsByColumn, headerOf, mapColumns, missingColumns } from './column-mapping.ts';
import type { ImageSource } from './image-fetch.ts';
import { pictureAddressCheck } from './image-addresses.ts';
import { importContext, type ImportContext } from './import-context.ts';
import { finishImport, loadImport, markRunning, recordBatch, type BatchProgress, type ImportRow } from './import-repo.ts';
import { readSheet, SheetUnreadable, type SheetRow } from './read-sheet.ts';
import { rowToListing } from './row-to-listing.ts';
import { writeChunk, type Outcome, type ValidRow } from './write-chunk.ts';

export interface ImportDeps {
  db: Db;
  media: ProductMediaConfig;
  limits: UploadLimits;
  images: () => ImageSource;
  log: (msg: string, err?: unknown) => void;
  jobs: JobQueue;
}

/** Rows per batch: written together, progress saved and the event loop let go between batches. */
export const importBatchSize = 250;

/** The seller's SKUs (lower case), to tell a preview's new rows from its updates. */
async function knownSkus(db: Db, sellerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ sku: sql<string>`lower(${products.sku})` })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNotNull(products.sku)));
  return new Set(rows.map((r) => r.sku));
}

/**
 * The `listing-import` job: reads the kept file, checks every row as the product form does and (mode import) writes
 * each valid one by SKU, saving progress per batch. A retried job resumes after the rows it already saved.
 */
export async function runImport(deps: ImportDeps, importId: number): Promise<void> {
  const job = await loadImport(deps.db, importId);
  if (!job || job.status === 'done' || job.status === 'failed' || !job.file) return;
  let sheet;
  try {
    sheet = await readSheet(job.file);
  } catch (err) {
    if (err instanceof SheetUnreadable) return finishImport(deps.db, importId, err.message);
    throw err;
  }
  const mapping = mapColumns(sheet.headers, job.mapping);
  await markRunning(deps.db, importId, { total: sheet.rows.length, headers: sheet.headers, mapping: mapping as Record<string, string> });
  const missing = missingColumns(mapping);
  if (missing.length) {
    const errors = missing.map((k) => ({ row: 1, column: headerOf(k), message: importTexts.missingColumn(headerOf(k)) }));
    const message = errors.map((e) => e.message).join(' ');
    await recordBatch(deps.db, importId, 0, {
      processed: sheet.rows.length,
      counts: { created: 0, updated: 0, unchanged: 0, failed: sheet.rows.length },
      errors,
      results: sheet.rows.map((r) => ({ row: r.row, sku: '', result: 'failed', listingId: null, message })),
    });
    return finishImport(deps.db, importId, null);
  }
  const ctx = await importContext(deps.db, job.sellerId);
  const caller = { sellerId: job.sellerId, apiKeyId: job.apiKeyId };
  const existing = job.mode === 'preview' ? await knownSkus(deps.db, job.sellerId) : new Set<string>();
  const refusedPictures = job.mode === 'preview' ? pictureAddressCheck(deps.images()) : null;
  const firstRowOfSku = new Map<string, number>();
  let keptErrors = job.errors.length;
  let wrote = false;
  for (let start = 0; start < sheet.rows.length; start += importBatchSize) {
    const batch = sheet.rows.slice(start, start + importBatchSize);
    const progress: BatchProgress = {
      processed: start + batch.length,
      counts: { created: 0, updated: 0, unchanged: 0, failed: 0 },
      errors: [],
      results: [],
    };
    // rows saved by an earlier try of this job only take part in the duplicate check
    if (start < job.processed) {
      for (const row of batch) {
        const sku = (cellsByColumn(sheet.headers, mapping, row.cells).sku ?? '').toLowerCase();
        if (sku && !firstRowOfSku.has(sku)) firstRowOfSku.set(sku, row.row);
      }
      continue;
    }
    const checked = batch.map((row) => checkRow(job, sheet.headers, mapping, row, ctx, existing, firstRowOfSku));
    if (refusedPictures) await Promise.all(checked.map((c) => refusePictures(c, refusedPictures)));
    const valid = checked.flatMap((c) => (c.valid ? [c.valid] : []));
    const writes = job.mode === 'import' && valid.length ? await writeChunk(deps, caller, ctx, valid) : [];
    let w = 0;
    for (const [k, row] of batch.entries()) {
      const c = checked[k]!;
      const outcome = c.valid && job.mode === 'import' ? writes[w++]! : c.outcome;
      const message = summary(outcome.problems);
      progress.counts[outcome.result] += 1;
      progress.errors.push(...outcome.problems.map((p): ImportRowError => ({ row: row.row, ...p })));
      progress.results.push({ row: row.row, sku: c.sku, result: outcome.result, listingId: outcome.listingId, message });
      if (outcome.result === 'created' || outcome.result === 'updated') wrote = true;
    }
    await recordBatch(deps.db, importId, keptErrors, progress);
    keptErrors += progress.errors.length;
    await yieldToApi();
  }
  if (wrote) forgetCatalogCounts(deps.db);
  await finishImport(deps.db, importId, null);
}

/** A preview's row whose picture addresses would be refused: failed as the import would fail it, in the images column. */
async function refusePictures(checked: CheckedRow, refused: (urls: string[]) => Promise<string | null>): Promise<void> {
  if (!checked.valid?.urls.length) return;
  const message = await refused(checked.valid.urls);
  if (!message) return;
  checked.outcome = { result: 'failed', listingId: null, message: '', problems: [{ column: headerOf('images'), message }] };
  delete checked.valid;
}

const summary = (problems: { column: string; message: string }[]) => problems.map((p) => `${p.column}: ${p.message}`).join(' ');

/** A row through the form's checks in memory: its failure, its preview outcome, or the valid row to write. */
interface CheckedRow {
  sku: string;
  outcome: Outcome;
  valid?: ValidRow;
}

/** Checks a row as the product form does (and against the rows before it for a repeated SKU), writing nothing. */
function checkRow(
  job: ImportRow,
  headers: string[],
  mapping: Partial<Record<ListingColumnKey, string>>,
  row: SheetRow,
  ctx: ImportContext,
  existing: Set<string>,
  firstRowOfSku: Map<string, number>,
): CheckedRow {
  const converted = rowToListing(cellsByColumn(headers, mapping, row.cells), ctx.lookups, job.publish);
  const key = converted.sku.toLowerCase();
  const first = key ? firstRowOfSku.get(key) : undefined;
  if (key && first === undefined) firstRowOfSku.set(key, row.row);
  const problems = converted.ok ? [] : [...converted.problems];
  if (first !== undefined) problems.unshift({ column: headerOf('sku'), message: importTexts.duplicateSku(first) });
  const sku = converted.sku;
  if (problems.length || !converted.ok) return { sku, outcome: { result: 'failed', listingId: null, message: '', problems } };
  const outcome: Outcome = { result: existing.has(key) ? 'updated' : 'created', listingId: null, message: '', problems: [] };
  return { sku, outcome, valid: { sku, body: converted.body, urls: converted.images } };
}
