import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatSpecValue, maskSerial, type ListingSpec, type ProductWire } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { productDetails, productSpecs, products, specFields } from '../../db/schema/index.ts';

/** Where a listing's certificate is downloaded (never its stored file's address). */
export const certificateUrl = (productId: number): string => `/api/v1/product/${productId}/certificate`;

type Details = typeof productDetails.$inferSelect;

const factsOf = (p: ProductWire, d: Details | undefined, viewerId: number | undefined): Partial<ProductWire> => ({
  grade: d?.grade ?? null,
  gradeNote: d?.gradeNote ?? '',
  hoursOfUse: d?.hoursOfUse ?? null,
  accessories: d?.accessories ?? '',
  warrantyDays: (d?.warrantyDays ?? 0) as ProductWire['warrantyDays'],
  calibration: {
    calibrated: d?.calibrated ?? false,
    date: d?.calibrationDate ?? null,
    dueDate: d?.calibrationDue ?? null,
    laboratory: d?.calibrationLab ?? '',
    accreditation: d?.calibrationAccreditation ?? '',
    certificate: d?.calibrated && d.certificateFile ? { url: certificateUrl(p.id), bytes: d.certificateBytes } : null,
  },
  modelNumber: d?.modelNumber ?? '',
  // docs/product.md §2.9: only the listing's own seller reads the whole serial number
  serialNumber: viewerId === p.sellerid ? (d?.serialNumber ?? '') : maskSerial(d?.serialNumber ?? ''),
  year: d?.year ?? null,
  shipping: d?.shipping ?? 'freight-quote',
  shippingPrice: d?.shippingPrice ?? null,
  leadTimeDays: d?.leadTimeDays ?? null,
  returnsDays: (d?.returnsDays ?? 0) as ProductWire['returnsDays'],
  paymentTerms: (d?.paymentTerms ?? []) as ProductWire['paymentTerms'],
});

/**
 * Adds what a listing's page, quick view, compare and edit form read beyond the card (docs/product.md §2.9): its spec
 * values under their fields' current names, in display order, and its facts. `viewerId` is the signed-in user.
 */
export async function withListingDetails(db: Db, list: ProductWire[], viewerId?: number): Promise<ProductWire[]> {
  const ids = list.map((p) => p.id);
  if (!ids.length) return list;
  const [details, specs] = await Promise.all([
    db.select().from(productDetails).where(inArray(productDetails.productId, ids)),
    db
      .select({
        productId: productSpecs.productId,
        num: productSpecs.num,
        text: productSpecs.text,
        id: specFields.id,
        name: specFields.name,
        kind: specFields.kind,
        unit: specFields.unit,
        options: specFields.options,
      })
      .from(productSpecs)
      .innerJoin(specFields, eq(specFields.id, productSpecs.fieldId))
      // a value shows under its listing's own category only
      .innerJoin(products, and(eq(products.id, productSpecs.productId), eq(products.categoryId, specFields.categoryId)))
      .where(inArray(productSpecs.productId, ids))
      .orderBy(asc(productSpecs.productId), asc(specFields.position), asc(specFields.id)),
  ]);
  const detailOf = new Map(details.map((d) => [d.productId, d]));
  const specsOf = new Map<number, ListingSpec[]>();
  for (const s of specs) {
    const value = s.kind === 'text' ? (s.text ?? '') : s.kind === 'boolean' ? s.num === 1 : Number(s.num);
    const list = specsOf.get(s.productId) ?? [];
    list.push({ fieldId: s.id, name: s.name, kind: s.kind, unit: s.unit, value, display: formatSpecValue(s, value) });
    specsOf.set(s.productId, list);
  }
  return list.map((p) => ({ ...p, specs: specsOf.get(p.id) ?? [], ...factsOf(p, detailOf.get(p.id), viewerId) }));
}
