import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListingBySku } from '@xchange/contract';
import { productDetails, products, productSpecs, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { factColumns, type CheckedSpec } from '../specs/index.ts';
import { useListingCredit as takeListingCredit } from '../subscription/index.ts';
import { formColumns, publishTexts, type Tx } from '../seller-products/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { listingsWritten, type SyncCaller, type WrittenListing } from './listings-written.ts';
import { creditRefusal } from './service.ts';

/** One listing of a batch, checked already: its catalog ids resolved and its specs checked against its category. */
export interface BatchListing {
  sku: string;
  body: ListingBySku;
  ids: { categoryId: number; brandId: number };
  specs: CheckedSpec[];
}

/** Where the seller's new listings are shown (its account's address), read once per batch writer. */
export interface SellerPlace {
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export type BatchOutcome =
  { ok: true; id: number; result: 'created' | 'updated' | 'unchanged'; dropped: string | null } | { ok: false; errors: string[] };

/** A written value against the stored one (numeric columns come back as numbers, the form may send text). */
const sameValue = (next: unknown, stored: unknown) => {
  if (next === undefined || next === null || stored === undefined || stored === null) return (next ?? null) === (stored ?? null);
  if (typeof next === 'number' || typeof stored === 'number') return Number(next) === Number(stored);
  return JSON.stringify(next) === JSON.stringify(stored);
};
const sameColumns = (next: Record<string, unknown>, stored: Record<string, unknown>) =>
  Object.keys(next).every((k) => sameValue(next[k], stored[k]));
const specKey = (specs: { fieldId: number; num: number | null; text: string | null }[]) =>
  JSON.stringify([...specs].sort((a, b) => a.fieldId - b.fieldId).map((s) => [s.fieldId, s.num ?? null, s.text ?? null]));

const productColumns = (item: BatchListing) => {
  const { published, ...fields } = item.body;
  // a field the form left out keeps its stored value, as Drizzle's update skips undefined
  const set = { ...formColumns({ ...fields, sku: item.sku }, item.ids), published };
  return Object.fromEntries(Object.entries(set).filter(([, x]) => x !== undefined)) as typeof set;
};

/** UPDATE products … FROM (VALUES …): one statement for rows that write the same columns. */
function updateFrom(rows: { id: number; set: Record<string, unknown> }[], now: Date): SQL {
  const keys = Object.keys(rows[0]!.set) as (keyof typeof products.$inferInsert)[];
  const column = (k: string) => (products as unknown as Record<string, PgColumn>)[k]!;
  const value = (k: string, x: unknown) =>
    x === null || x === undefined ? sql`null::text` : sql`${String(column(k).mapToDriverValue(x))}::text`;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::integer, ${sql.join(
          keys.map((k) => value(k, r.set[k])),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const names = sql.join(
    keys.map((k) => sql.identifier(column(k).name)),
    sql`, `,
  );
  const sets = sql.join(
    keys.map((k) => sql`${sql.identifier(column(k).name)} = v.${sql.identifier(column(k).name)}::${sql.raw(column(k).getSQLType())}`),
    sql`, `,
  );
  return sql`update ${products} set ${sets}, updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, ${names}) where ${products.id} = v.id`;
}

/**
 * Takes a listing credit for each of `wanted` new listings while they last: the first through useListingCredit (the
 * subscription's rules and texts), the rest in one statement on the subscription row that statement locked. Answers
 * how many were taken and why the others were refused.
 */
async function takeCredits(tx: Tx, sellerId: number, wanted: number, now: Date): Promise<{ taken: number; refusal: AppError | null }> {
  if (!wanted) return { taken: 0, refusal: null };
  try {
    await takeListingCredit(tx, sellerId, now).catch(creditRefusal);
  } catch (err) {
    if (err instanceof AppError) return { taken: 0, refusal: err };
    throw err;
  }
  const [sub] = await tx
    .select({ used: subscriptions.listingCreditsUsed, total: subscriptions.listingCreditsTotal })
    .from(subscriptions)
    .where(eq(subscriptions.sellerId, sellerId));
  const more = Math.max(0, Math.min(wanted - 1, sub!.total - sub!.used));
  if (more)
    await tx
      .update(subscriptions)
      .set({ listingCreditsUsed: sql`${subscriptions.listingCreditsUsed} + ${more}`, updatedAt: now })
      .where(eq(subscriptions.sellerId, sellerId));
  const taken = 1 + more;
  return { taken, refusal: taken < wanted ? new AppError('ERR_NO_CREDITS', publishTexts.ERR_NO_CREDITS) : null };
}

/**
 * Creates or updates the caller's listings by SKU in the caller's transaction, as PUT seller/listings/by-sku does one
 * (one listing credit per new listing, `unchanged` when nothing would change) but with a few statements per batch.
 * SKUs must be distinct without letter case. A refused credit fails only its row; anything else throws, and the
 * caller's transaction undoes the whole batch.
 */
export async function writeListingsBySku(
  tx: Tx,
  caller: SyncCaller,
  seller: SellerPlace,
  items: BatchListing[],
  jobs: JobQueue,
  now = new Date(),
): Promise<BatchOutcome[]> {
  if (!items.length) return [];
  const stored = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.sellerId, caller.sellerId),
        inArray(
          sql`lower(${products.sku})`,
          items.map((i) => i.sku.toLowerCase()),
        ),
      ),
    )
    .for('update');
  const ids = stored.map((p) => p.id);
  const [details, specs] = ids.length
    ? await Promise.all([
        tx.select().from(productDetails).where(inArray(productDetails.productId, ids)),
        tx.select().from(productSpecs).where(inArray(productSpecs.productId, ids)),
      ])
    : [[], []];
  const bySku = new Map(stored.map((p) => [p.sku!.toLowerCase(), p]));
  const detailsOf = new Map(details.map((d) => [d.productId, d]));
  const specsOf = new Map<number, (typeof specs)[number][]>();
  for (const s of specs) specsOf.set(s.productId, [...(specsOf.get(s.productId) ?? []), s]);

  const outcomes: BatchOutcome[] = [];
  const updates: { id: number; set: Record<string, unknown> }[] = [];
  const creates: { index: number; item: BatchListing }[] = [];
  const detailRows: (typeof productDetails.$inferInsert)[] = [];
  const specRows: (typeof productSpecs.$inferInsert)[] = [];
  const credits = await takeCredits(tx, caller.sellerId, items.filter((i) => !bySku.has(i.sku.toLowerCase())).length, now);
  for (const [index, item] of items.entries()) {
    const found = bySku.get(item.sku.toLowerCase());
    const set = productColumns(item);
    if (!found) {
      if (creates.length < credits.taken) {
        creates.push({ index, item });
        outcomes.push({ ok: true, id: 0, result: 'created', dropped: null });
      } else outcomes.push({ ok: false, errors: credits.refusal!.errors });
      continue;
    }
    // the import keeps a certificate only on a listing still marked calibrated, as saveListingDetails does
    const current = detailsOf.get(found.id);
    const facts = factColumns(item.body);
    const certificate = item.body.calibrated && current?.certificateFile ? current : null;
    const factSet = {
      ...facts,
      certificateFile: certificate?.certificateFile ?? null,
      certificateBytes: certificate?.certificateBytes ?? 0,
    };
    const unchanged =
      sameColumns(set, found) &&
      current !== undefined &&
      sameColumns(factSet, current) &&
      specKey(specsOf.get(found.id) ?? []) === specKey(item.specs);
    if (unchanged) {
      outcomes.push({ ok: true, id: found.id, result: 'unchanged', dropped: null });
      continue;
    }
    updates.push({ id: found.id, set });
    detailRows.push({ productId: found.id, ...factSet, updatedAt: now });
    specRows.push(...item.specs.map((s) => ({ productId: found.id, ...s })));
    const dropped = current?.certificateFile && current.certificateFile !== certificate?.certificateFile ? current.certificateFile : null;
    outcomes.push({ ok: true, id: found.id, result: 'updated', dropped });
  }

  if (creates.length) {
    const inserted = await tx
      .insert(products)
      .values(creates.map(({ item }) => ({ ...productColumns(item), sellerId: caller.sellerId, ...seller })))
      .returning({ id: products.id, sku: products.sku });
    const idOf = new Map(inserted.map((r) => [r.sku!.toLowerCase(), r.id]));
    for (const { index, item } of creates) {
      const id = idOf.get(item.sku.toLowerCase())!;
      outcomes[index] = { ok: true, id, result: 'created', dropped: null };
      detailRows.push({ productId: id, ...factColumns(item.body), certificateFile: null, certificateBytes: 0, updatedAt: now });
      specRows.push(...item.specs.map((s) => ({ productId: id, ...s })));
    }
  }
  const bySet = new Map<string, typeof updates>();
  for (const u of updates) {
    const shape = Object.keys(u.set).join(',');
    bySet.set(shape, [...(bySet.get(shape) ?? []), u]);
  }
  for (const group of bySet.values()) await tx.execute(updateFrom(group, now));
  if (detailRows.length) {
    const excluded = Object.fromEntries(
      Object.entries(getTableColumns(productDetails))
        .filter(([k]) => k !== 'productId')
        .map(([k, c]) => [k, sql`excluded.${sql.identifier(c.name)}`]),
    );
    await tx.insert(productDetails).values(detailRows).onConflictDoUpdate({ target: productDetails.productId, set: excluded });
    if (updates.length)
      await tx.delete(productSpecs).where(
        inArray(
          productSpecs.productId,
          updates.map((u) => u.id),
        ),
      );
    if (specRows.length) await tx.insert(productSpecs).values(specRows);
  }
  const written: WrittenListing[] = outcomes.flatMap((o, i) =>
    o.ok && o.result !== 'unchanged' ? [{ id: o.id, sku: items[i]!.sku, result: o.result }] : [],
  );
  await listingsWritten(tx, caller, written, jobs);
  return outcomes;
}
