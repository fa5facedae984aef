import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { importTexts } from '@xchange/contract';
import { plainAmount } from './amount.ts';
import { mapColumns, MappingInvalid, missingColumns } from './column-mapping.ts';
import { readSheet, SheetUnreadable } from './read-sheet.ts';

describe('reading a sheet', () => {
  test('CSV with a BOM, ; as delimiter, a quoted newline and blank rows keeps the rows numbered as in the file', async () => {
    const csv = '\ufeffSKU;Name;Description\nA-1;Meter;"two\nlines"\n\n;;\nA-2;Probe;"say ""hi"""\n';
    const sheet = await readSheet(Buffer.from(csv));
    assert.deepEqual(sheet.headers, ['SKU', 'Name', 'Description']);
    assert.deepEqual(sheet.rows, [
      { row: 2, cells: ['A-1', 'Meter', 'two\nlines'] },
      { row: 5, cells: ['A-2', 'Probe', 'say "hi"'] },
    ]);
  });

  test('a CSV saved by Excel in Windows-1252 is read', async () => {
    const sheet = await readSheet(Buffer.from([...Buffer.from('SKU,Name\nA-1,Caf'), 0xe9, 0x0a]));
    assert.equal(sheet.rows[0]!.cells[1], 'Café');
  });

  test('an XLSX is read by its content whatever its name; other binaries and empty headers are refused', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Mine');
    ws.addRow(['SKU', 'Price']);
    ws.addRow(['X-1', 12.5]);
    const sheet = await readSheet(Buffer.from(await book.xlsx.writeBuffer()));
    assert.deepEqual(sheet, { headers: ['SKU', 'Price'], rows: [{ row: 2, cells: ['X-1', '12.5'] }] });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await assert.rejects(readSheet(gif), (e: unknown) => e instanceof SheetUnreadable && e.message === importTexts.fileType);
    await assert.rejects(readSheet(Buffer.from('a\u0000b,c\n1,2')), (e: unknown) => e instanceof SheetUnreadable);
    await assert.rejects(
      readSheet(Buffer.from(',,\n1,2,3')),
      (e: unknown) => e instanceof SheetUnreadable && e.message === importTexts.noHeader,
    );
  });
});

describe('columns and amounts', () => {
  test('headers match without case, spaces or punctuation; an explicit mapping wins and must name a header', () => {
    const mapping = mapColumns(['sku', 'PRODUCT NAME', 'name', 'discount-price', 'Image URLs'], { name: 'PRODUCT NAME' });
    assert.deepEqual(mapping, { name: 'PRODUCT NAME', sku: 'sku', discountprice: 'discount-price', images: 'Image URLs' });
    assert.deepEqual(missingColumns(mapping), ['description', 'category', 'brand', 'price']);
    assert.throws(() => mapColumns(['SKU'], { sku: 'Part no' }), MappingInvalid);
  });

  test('prices with currency signs and separators are read where unambiguous, the rest passed on for the form to refuse', () => {
    const cases: [string, string][] = [
      ['$1,250.00', '1250.00'],
      ['USD 980', '980'],
      ['1.234,50 €', '1234.50'],
      ['12,5', '12.5'],
      ['£ 1 200', '1200'],
      ['1,2,3', '1,2,3'],
      ['ten', 'ten'],
    ];
    for (const [input, expected] of cases) assert.equal(plainAmount(input), expected, input);
  });
});
