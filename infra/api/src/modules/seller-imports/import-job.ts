import { setImmediate as yieldToApi } from 'node:timers/promises';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { importTexts, type ImportRowError, type ListingColumnKey } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { brands, categories, products, users, type ImportRowOutcome } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forgetProductMedia, type ProductMediaConfig, type UploadLimits } from '../seller-products/index.ts';
import { forgetCatalogCounts } from '../shop/index.ts';
import { cellsByColumn, headerOf, mapColumns, missingColumns } from './column-mapping.ts';
import { ImageRefused, type ImageSource } from './image-fetch.ts';
import { finishImport, loadImport, markRunning, recordBatch, type BatchProgress, type ImportRow } from './import-repo.ts';
import { addressesToFetch, dropFetched, fetchImages, placeImages, type FetchedImage } from './listing-images.ts';
import { readSheet, SheetUnreadable, type SheetRow } from './read-sheet.ts';
import { rowToListing, type RowLookups } from './row-to-listing.ts';
import { putListingBySku } from '../seller-listings-sync/index.ts';

export interface ImportDeps {
  db: Db;
  media: ProductMediaConfig;
  limits: UploadLimits;
  images: () => ImageSource;
  log: (msg: string, err?: unknown) => void;
  jobs: JobQueue;
}

/** Rows per batch: progress is saved and the event loop let go between batches. */
export const importBatchSize = 100;

type Outcome = Omit<ImportRowOutcome, 'row' | 'sku'> & { problems: { column: string; message: string }[] };

async function lookupsFor(db: Db, sellerId: number): Promise<RowLookups> {
  const [cats, brs, [seller]] = await Promise.all([
    db.select({ name: categories.name }).from(categories),
    db.select({ name: brands.name }).from(brands),
    db.select({ address: users.address }).from(users).where(eq(users.id, sellerId)),
  ]);
  return {
    categories: new Map(cats.map((c) => [c.name.toLowerCase(), c.name])),
    brands: new Map(brs.map((b) => [b.name.toLowerCase(), b.name])),
    address: seller?.address ?? '',
  };
}

/** The seller's SKUs (lower case), to tell a preview's new rows from its updates. */
async function knownSkus(db: Db, sellerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ sku: sql<string>`lower(${products.sku})` })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNotNull(products.sku)));
  return new Set(rows.map((r) => r.sku));
}

const failedWith = (column: string, message: string): Outcome => ({
  result: 'failed',
  listingId: null,
  message,
  problems: [{ column, message }],
});

/** Writes one valid row: pictures fetched first, then the listing and its pictures in one transaction (all or nothing). */
async function writeRow(
  deps: ImportDeps,
  job: ImportRow,
  sku: string,
  body: Parameters<typeof putListingBySku>[3],
  urls: string[],
): Promise<Outcome> {
  let fetched: FetchedImage[] = [];
  try {
    fetched = await fetchImages(deps.db, job.sellerId, await addressesToFetch(deps.db, job.sellerId, sku, urls), {
      source: deps.images(),
      media: deps.media,
      limits: deps.limits,
    });
  } catch (err) {
    if (err instanceof ImageRefused) return failedWith(headerOf('images'), err.message);
    if (err instanceof AppError) return failedWith(headerOf('images'), err.errors.join(' '));
    throw err;
  }
  try {
    const done = await deps.db.transaction(async (tx) => {
      const put = await putListingBySku(tx as unknown as Db, { sellerId: job.sellerId, apiKeyId: job.apiKeyId }, sku, body, deps.jobs);
      const pictures = await placeImages(tx, put.id, urls, fetched);
      const result = put.result === 'unchanged' && pictures.changed ? ('updated' as const) : put.result;
      return { id: put.id, result, dropped: [...pictures.dropped, put.dropped] };
    });
    await forgetProductMedia(deps.media, done.dropped).catch((err: unknown) => deps.log('replaced pictures not removed', err));
    return { result: done.result, listingId: done.id, message: '', problems: [] };
  } catch (err) {
    await dropFetched(deps.media, fetched);
    if (err instanceof AppError) return failedWith(headerOf('sku'), err.errors.join(' '));
    throw err;
  }
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
  const lookups = await lookupsFor(deps.db, job.sellerId);
  const existing = job.mode === 'preview' ? await knownSkus(deps.db, job.sellerId) : new Set<string>();
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
    for (const row of batch) {
      const outcome = await checkOrWrite(deps, job, sheet.headers, mapping, row, lookups, existing, firstRowOfSku);
      progress.counts[outcome.result] += 1;
      progress.errors.push(...outcome.problems.map((p): ImportRowError => ({ row: row.row, ...p })));
      progress.results.push({
        row: row.row,
        sku: outcome.sku,
        result: outcome.result,
        listingId: outcome.listingId,
        message: outcome.message,
      });
      if (outcome.result === 'created' || outcome.result === 'updated') wrote = true;
    }
    await recordBatch(deps.db, importId, keptErrors, progress);
    keptErrors += progress.errors.length;
    await yieldToApi();
  }
  if (wrote) forgetCatalogCounts(deps.db);
  await finishImport(deps.db, importId, null);
}

const summary = (problems: { column: string; message: string }[]) => problems.map((p) => `${p.column}: ${p.message}`).join(' ');

async function checkOrWrite(
  deps: ImportDeps,
  job: ImportRow,
  headers: string[],
  mapping: Partial<Record<ListingColumnKey, string>>,
  row: SheetRow,
  lookups: RowLookups,
  existing: Set<string>,
  firstRowOfSku: Map<string, number>,
): Promise<Outcome & { sku: string }> {
  const converted = rowToListing(cellsByColumn(headers, mapping, row.cells), lookups, job.publish);
  const key = converted.sku.toLowerCase();
  const first = key ? firstRowOfSku.get(key) : undefined;
  if (key && first === undefined) firstRowOfSku.set(key, row.row);
  const problems = converted.ok ? [] : [...converted.problems];
  if (first !== undefined) problems.unshift({ column: headerOf('sku'), message: importTexts.duplicateSku(first) });
  if (problems.length || !converted.ok)
    return { sku: converted.sku, result: 'failed', listingId: null, message: summary(problems), problems };
  if (job.mode === 'preview') {
    return { sku: converted.sku, result: existing.has(key) ? 'updated' : 'created', listingId: null, message: '', problems: [] };
  }
  const outcome = await writeRow(deps, job, converted.sku, converted.body, converted.images);
  return { ...outcome, sku: converted.sku, message: summary(outcome.problems) };
}
