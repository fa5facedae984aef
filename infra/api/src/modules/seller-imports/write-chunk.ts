import type { ImportRowOutcome } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { putListingBySku, writeListingsBySku, type BatchListing, type SyncCaller } from '../seller-listings-sync/index.ts';
import { forgetProductMedia, type Tx } from '../seller-products/index.ts';
import { checkListingSpecs, type CheckedSpec } from '../specs/index.ts';
import { headerOf } from './column-mapping.ts';
import { ImageRefused } from './image-fetch.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ImportDeps } from './import-job.ts';
import type { ImportContext } from './import-context.ts';
import { addressesToFetch, dropFetched, fetchImages, placeImages, type FetchedImage } from './listing-images.ts';

export type Outcome = Omit<ImportRowOutcome, 'row' | 'sku'> & { problems: { column: string; message: string }[] };

/** A row that passed the form's checks, to be written. */
export interface ValidRow {
  sku: string;
  body: BatchListing['body'];
  urls: string[];
}

/** Pictures of different rows fetched at once, at most this many (each fetch still obeys the SSRF guard and limits). */
const fetchConcurrency = 4;

const failedWith = (column: string, message: string): Outcome => ({
  result: 'failed',
  listingId: null,
  message,
  problems: [{ column, message }],
});
const written = (id: number, result: Outcome['result']): Outcome => ({ result, listingId: id, message: '', problems: [] });

async function eachLimited<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  // every worker ends before an error is passed on, so nothing is still being fetched when the caller cleans up
  const ended = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failed = ended.find((e) => e.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The row's category specs, checked once per category for the whole import (an import row sends no spec values). */
async function specsOf(db: Db, ctx: ImportContext, body: ValidRow['body']): Promise<CheckedSpec[] | string[]> {
  const category = ctx.categoryIds.get(body.sellinginstrument.toLowerCase())!;
  const key = `${category.id}|${JSON.stringify(body.specs)}`;
  let checked = ctx.specs.get(key);
  if (!checked) {
    checked = checkListingSpecs(db, category, body.specs).catch((err: unknown) => {
      if (err instanceof AppError) return err.errors;
      throw err;
    });
    ctx.specs.set(key, checked);
  }
  const got = await checked;
  return got.length && typeof got[0] === 'string' ? (got as string[]) : (got as CheckedSpec[]);
}

/** Fetches the pictures of the rows that name addresses their listing doesn't hold yet; a refusal fails only its row. */
async function fetchAll(deps: ImportDeps, sellerId: number, rows: ValidRow[], outcomes: (Outcome | undefined)[]) {
  const fetched: FetchedImage[][] = rows.map(() => []);
  const withUrls = rows.flatMap((r, i) => (r.urls.length ? [i] : []));
  const fetching = eachLimited(withUrls, fetchConcurrency, async (i) => {
    const row = rows[i]!;
    try {
      const urls = await addressesToFetch(deps.db, sellerId, row.sku, row.urls);
      fetched[i] = await fetchImages(deps.db, sellerId, urls, { source: deps.images(), media: deps.media, limits: deps.limits });
    } catch (err) {
      if (err instanceof ImageRefused) outcomes[i] = failedWith(headerOf('images'), err.message);
      else if (err instanceof AppError) outcomes[i] = failedWith(headerOf('images'), err.errors.join(' '));
      else throw err;
    }
  });
  await fetching.catch(async (err: unknown) => {
    // the job stops: what the other rows fetched is not kept
    for (const f of fetched) await dropFetched(deps.media, f);
    throw err;
  });
  return fetched;
}

/** One row on its own, in its own transaction: the way back when its chunk could not be written as a whole. */
async function writeOne(deps: ImportDeps, caller: SyncCaller, row: ValidRow, fetched: FetchedImage[]): Promise<Outcome> {
  try {
    const done = await deps.db.transaction(async (tx) => {
      const put = await putListingBySku(tx as unknown as Db, caller, row.sku, row.body, deps.jobs);
      const pictures = await placeImages(tx, put.id, row.urls, fetched);
      const result = put.result === 'unchanged' && pictures.changed ? ('updated' as const) : put.result;
      return { id: put.id, result, dropped: [...pictures.dropped, put.dropped] };
    });
    await forgetProductMedia(deps.media, done.dropped).catch((err: unknown) => deps.log('replaced pictures not removed', err));
    return written(done.id, done.result);
  } catch (err) {
    await dropFetched(deps.media, fetched);
    if (err instanceof AppError) return failedWith(headerOf('sku'), err.errors.join(' '));
    throw err;
  }
}

/** The listings and their pictures of a chunk in one transaction; answers each row's outcome and the files to remove. */
async function writeTogether(
  tx: Tx,
  caller: SyncCaller,
  ctx: ImportContext,
  chunk: { rows: ValidRow[]; fetched: FetchedImage[][]; specs: Map<number, CheckedSpec[]>; idx: number[] },
  jobs: JobQueue,
) {
  const { rows, fetched, idx } = chunk;
  const items = idx.map((i) => {
    const r = rows[i]!;
    const category = ctx.categoryIds.get(r.body.sellinginstrument.toLowerCase())!;
    const brandId = ctx.brandIds.get(r.body.manufacturer.toLowerCase())!;
    return { sku: r.sku, body: r.body, ids: { categoryId: category.id, brandId }, specs: chunk.specs.get(i)! };
  });
  const answers = await writeListingsBySku(tx, caller, ctx.seller, items, jobs);
  const outcomes = new Map<number, Outcome>();
  const dropped: string[] = [];
  for (const [k, answer] of answers.entries()) {
    const i = idx[k]!;
    if (!answer.ok) {
      outcomes.set(i, failedWith(headerOf('sku'), answer.errors.join(' ')));
      continue;
    }
    const pictures = await placeImages(tx, answer.id, rows[i]!.urls, fetched[i]!);
    dropped.push(...pictures.dropped, answer.dropped ?? '');
    outcomes.set(i, written(answer.id, answer.result === 'unchanged' && pictures.changed ? 'updated' : answer.result));
  }
  return { outcomes, dropped };
}

/**
 * Writes a chunk of valid rows: pictures fetched first (a few at once), then every listing and its pictures in one
 * transaction. If that transaction fails as a whole, each row is written on its own, so one bad row never takes its
 * neighbours with it; a row with an error writes nothing either way.
 */
export async function writeChunk(deps: ImportDeps, caller: SyncCaller, ctx: ImportContext, rows: ValidRow[]): Promise<Outcome[]> {
  const outcomes: (Outcome | undefined)[] = rows.map(() => undefined);
  const fetched = await fetchAll(deps, caller.sellerId, rows, outcomes);
  const specs = new Map<number, CheckedSpec[]>();
  for (const [i, row] of rows.entries()) {
    if (outcomes[i]) continue;
    const checked = await specsOf(deps.db, ctx, row.body);
    if (checked.length && typeof checked[0] === 'string') {
      outcomes[i] = failedWith(headerOf('sku'), (checked as string[]).join(' '));
      await dropFetched(deps.media, fetched[i]!);
    } else specs.set(i, checked as CheckedSpec[]);
  }
  const idx = rows.flatMap((_, i) => (outcomes[i] ? [] : [i]));
  try {
    const done = await deps.db.transaction((tx) => writeTogether(tx, caller, ctx, { rows, fetched, specs, idx }, deps.jobs));
    for (const [i, o] of done.outcomes) outcomes[i] = o;
    for (const i of idx) if (outcomes[i]!.result === 'failed') await dropFetched(deps.media, fetched[i]!);
    await forgetProductMedia(deps.media, done.dropped.filter(Boolean)).catch((err: unknown) =>
      deps.log('replaced pictures not removed', err),
    );
  } catch (err) {
    deps.log('an import chunk was written row by row', err);
    for (const i of idx) outcomes[i] = await writeOne(deps, caller, rows[i]!, fetched[i]!);
  }
  return outcomes.map((o) => o!);
}
