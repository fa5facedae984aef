import { listingImports } from '../db/schema/index.ts';
import type { FilePart } from '../test/admin-test-kit.ts';
import type { SecurityFixture } from './security-kit.ts';

/** A one-listing CSV in the template's columns (a preview of it writes nothing). */
export const importCsvPart = (): FilePart => ({
  field: 'file',
  filename: 'listings.csv',
  contentType: 'text/csv',
  data: Buffer.from('SKU,Name,Description,Category,Brand,Price\nMATRIX-IMPORT-1,Bench meter,Checked and calibrated,Meters,Fluke,120\n'),
});

/** A finished import of seller A (stored as the job leaves one), so another seller's cell answers 404. */
export async function sellerAImport(fx: SecurityFixture): Promise<number> {
  const [row] = await fx.t.app.db
    .insert(listingImports)
    .values({
      sellerId: fx.users.sellerA.id,
      mode: 'preview',
      fileName: 'listings.csv',
      status: 'done',
      total: 1,
      processed: 1,
      created: 1,
    })
    .returning({ id: listingImports.id });
  return row!.id;
}
