import { eq } from 'drizzle-orm';
import { certificateMessages, issueMessages, specValuesSchema, type ProductFormWire, type StoredSpecValue } from '@xchange/contract';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { productDetails, productSpecs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { categoryFields } from './repo.ts';

type Handle = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CheckedSpec extends StoredSpecValue {
  fieldId: number;
}

/**
 * docs/product.md §2.9: a listing's spec values checked against its category's fields by kind and unit, typed for
 * storage; 400 with each wrong field's text.
 */
export async function checkListingSpecs(
  db: Handle,
  category: { id: number; name: string },
  specs: ProductFormWire['specs'],
): Promise<CheckedSpec[]> {
  const fields = await categoryFields(db, category.id);
  const schema = specValuesSchema(fields, category.name);
  const r = v.safeParse(schema, specs);
  if (!r.success) throw new AppError('ERR_VALIDATION', issueMessages(schema, r.issues));
  return Object.entries(r.output).flatMap(([id, value]) => (value ? [{ fieldId: Number(id), ...value }] : []));
}

/** The certificate a save keeps, adds or drops. */
export interface CertificateChange {
  /** A newly stored file for the listing. */
  added?: { url: string; bytes: number };
  /** Keep the attached one (PUT product/update sent its address back). */
  keep: boolean;
}

/** The facts columns a listing save writes (shared with the import's batch writes). */
export const factColumns = (form: ProductFormWire) => ({
  grade: form.grade,
  gradeNote: form.grade ? form.gradeNote : '',
  hoursOfUse: form.hoursOfUse,
  accessories: form.accessories,
  warrantyDays: form.warrantyDays,
  calibrated: form.calibrated,
  calibrationDate: form.calibrated ? form.calibrationDate : null,
  calibrationDue: form.calibrated ? form.calibrationDue : null,
  calibrationLab: form.calibrated ? form.calibrationLab : '',
  calibrationAccreditation: form.calibrated ? form.calibrationAccreditation : '',
  modelNumber: form.modelNumber,
  serialNumber: form.serialNumber,
  year: form.year,
  shipping: form.shipping,
  shippingPrice: form.shipping === 'fixed' ? form.shippingPrice : null,
  leadTimeDays: form.leadTimeDays,
  returnsDays: form.returnsDays,
  paymentTerms: form.paymentTerms,
});

/**
 * Writes a listing's facts and replaces its spec values, in the caller's transaction. Answers the certificate file the
 * save let go of (replaced, dropped, or the listing is no longer calibrated), for the caller to remove after commit.
 */
export async function saveListingDetails(
  tx: Handle,
  productId: number,
  form: ProductFormWire,
  specs: CheckedSpec[],
  certificate: CertificateChange,
): Promise<string | null> {
  if (certificate.added && !form.calibrated) throw new AppError('ERR_VALIDATION', certificateMessages.notCalibrated);
  const [current] = await tx
    .select({ file: productDetails.certificateFile, bytes: productDetails.certificateBytes })
    .from(productDetails)
    .where(eq(productDetails.productId, productId));
  const keepOld = certificate.keep && form.calibrated && !certificate.added && current?.file;
  const file = certificate.added ?? (keepOld ? { url: current!.file!, bytes: current!.bytes } : null);
  const columns = { ...factColumns(form), certificateFile: file?.url ?? null, certificateBytes: file?.bytes ?? 0, updatedAt: new Date() };
  await tx
    .insert(productDetails)
    .values({ productId, ...columns })
    .onConflictDoUpdate({ target: productDetails.productId, set: columns });
  await tx.delete(productSpecs).where(eq(productSpecs.productId, productId));
  if (specs.length) await tx.insert(productSpecs).values(specs.map((s) => ({ productId, ...s })));
  return current?.file && current.file !== file?.url ? current.file : null;
}

/** Attaches an uploaded certificate to a calibrated listing; answers the file it replaced. */
export async function attachCertificate(tx: Handle, productId: number, file: { url: string; bytes: number }): Promise<string | null> {
  const [row] = await tx
    .select({ calibrated: productDetails.calibrated, file: productDetails.certificateFile })
    .from(productDetails)
    .where(eq(productDetails.productId, productId));
  if (!row?.calibrated) throw new AppError('ERR_VALIDATION', certificateMessages.notCalibrated);
  await tx
    .update(productDetails)
    .set({ certificateFile: file.url, certificateBytes: file.bytes, updatedAt: new Date() })
    .where(eq(productDetails.productId, productId));
  return row.file;
}
