import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { listingColumns, type ListingColumnKey } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { brands, categories } from '../../db/schema/index.ts';

/** The template's example listing, with a category and brand the catalog has, so the template imports as it is. */
async function exampleRow(db: Db): Promise<string[]> {
  const [[category], [brand]] = await Promise.all([
    db.select({ name: categories.name }).from(categories).orderBy(asc(categories.name)).limit(1),
    db.select({ name: brands.name }).from(brands).orderBy(asc(brands.name)).limit(1),
  ]);
  const example: Record<ListingColumnKey, string> = {
    sku: 'SCOPE-0001',
    name: 'Digital oscilloscope, 4 channels',
    description: '200 MHz, 2 GSa/s; with probes and power cord',
    category: category?.name ?? '',
    brand: brand?.name ?? '',
    condition: 'Used',
    price: '1250.00',
    discountprice: '',
    quantity: '1',
    location: '',
    tags: 'Calibrated; Bench',
    images: '',
  };
  return listingColumns.map((c) => example[c.key]);
}

const headers = listingColumns.map((c) => c.header);

/** GET seller/imports/template.csv: the header row and one example listing (UTF-8 with a BOM, so Excel reads it). */
export async function templateCsv(db: Db): Promise<string> {
  return `\ufeff${stringify([headers, await exampleRow(db)])}`;
}

/** GET seller/imports/template.xlsx: the same as a workbook, the header row bold and frozen. */
export async function templateXlsx(db: Db): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Listings', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = listingColumns.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  // every cell is text, so a SKU like 00123 or a price like 1250.00 reads back as written
  sheet.addRow((await exampleRow(db)).map((v) => v));
  sheet.columns.forEach((col) => (col.numFmt = '@'));
  return Buffer.from(await book.xlsx.writeBuffer());
}
