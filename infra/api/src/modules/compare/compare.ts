import { and, inArray } from 'drizzle-orm';
import {
  calibrationSummary,
  effectivePrice,
  formatUsd,
  gradeLabel,
  returnsLabels,
  shippingLabels,
  specLabel,
  warrantyLabels,
  type CompareResponse,
  type CompareRow,
  type ProductWire,
} from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { isVisible, selectProducts, toProducts, withListingDetails } from '../shop/index.ts';

type Cell = string | null;

const row = (key: string, label: string, cells: Cell[]): CompareRow => ({
  key,
  label,
  cells,
  differs: new Set(cells.map((c) => c ?? '')).size > 1,
});

const priceOf = (p: ProductWire) => formatUsd(effectivePrice({ price: p.price, discountPrice: p.discountprice }));
const shippingOf = (p: ProductWire) =>
  p.shipping === 'fixed' && p.shippingPrice !== null && p.shippingPrice !== undefined
    ? `${formatUsd(p.shippingPrice)} shipping`
    : shippingLabels[p.shipping ?? 'freight-quote'];

/**
 * docs/product.md §2.10: one column per listing, one row per fact and per specification field any of them gives
 * (under its current name), each row marked when the listings differ.
 */
export function compareRows(list: ProductWire[]): CompareRow[] {
  const fields = new Map<number, { label: string }>();
  for (const p of list) for (const s of p.specs ?? []) if (!fields.has(s.fieldId)) fields.set(s.fieldId, { label: specLabel(s) });
  const specRows = [...fields].map(([id, f]) =>
    row(
      `spec-${id}`,
      f.label,
      list.map((p) => p.specs?.find((s) => s.fieldId === id)?.display ?? null),
    ),
  );
  const cells = (f: (p: ProductWire) => Cell) => list.map(f);
  return [
    row('price', 'Price', cells(priceOf)),
    row(
      'category',
      'Category',
      cells((p) => p.sellinginstrument || null),
    ),
    row(
      'brand',
      'Brand',
      cells((p) => p.manufacturer || null),
    ),
    row(
      'condition',
      'Condition',
      cells((p) => p.condition ?? null),
    ),
    row(
      'grade',
      'Grade',
      cells((p) => (p.grade ? gradeLabel(p.grade) : null)),
    ),
    ...specRows,
    row(
      'year',
      'Year of manufacture',
      cells((p) => (p.year ? String(p.year) : null)),
    ),
    row(
      'hours',
      'Hours of use',
      cells((p) => (p.hoursOfUse !== null && p.hoursOfUse !== undefined ? p.hoursOfUse.toLocaleString('en-US') : null)),
    ),
    row(
      'calibration',
      'Calibration',
      cells((p) => calibrationSummary(p.calibration)),
    ),
    row(
      'warranty',
      'Warranty',
      cells((p) => warrantyLabels[p.warrantyDays ?? 0]),
    ),
    row(
      'returns',
      'Returns',
      cells((p) => returnsLabels[p.returnsDays ?? 0]),
    ),
    row('shipping', 'Shipping', cells(shippingOf)),
    row(
      'location',
      'Location',
      cells((p) => p.location || p.address || null),
    ),
    row(
      'seller',
      'Seller',
      cells((p) => p.seller?.company || null),
    ),
  ];
}

/** GET compare: the visible listings named, in the order asked, with their rows; ids not for sale are reported. */
export async function compareListings(db: Db, ids: number[], viewer: { id: number; role: string } | null): Promise<CompareResponse> {
  const rows = await selectProducts(db, viewer?.role === 'buyer' ? viewer.id : undefined).where(
    and(inArray(products.id, ids), isVisible(db)),
  );
  const found = await withListingDetails(db, await toProducts(db, rows), viewer?.id);
  const byId = new Map(found.map((p) => [p.id, p]));
  const list = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return { products: list, missing: ids.filter((id) => !byId.has(id)), rows: compareRows(list) };
}
