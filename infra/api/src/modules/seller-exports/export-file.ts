import { PassThrough, Readable, pipeline, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@xchange/contract';

/** One row of an export: text, a number (money, counts) or '' for an empty cell. */
export type ExportRow = (string | number)[];

export interface ExportSheet {
  /** The sheet's name in the workbook. */
  name: string;
  headers: readonly string[];
  rows: AsyncIterable<ExportRow>;
}

/**
 * The file as a stream the reply sends while rows are still being read, so a large export never sits in memory
 * whole. A stream error (a failed query) ends the download early; the client sees a cut-off file, never a wrong one.
 */
export function exportStream(format: ExportFormat, sheet: ExportSheet, onError: (err: unknown) => void): Readable {
  return format === 'csv' ? csvStream(sheet, onError) : xlsxStream(sheet, onError);
}

function csvStream({ headers, rows }: ExportSheet, onError: (err: unknown) => void): Readable {
  const csv = stringify({
    header: true,
    columns: [...headers],
    // Excel reads a CSV without a byte-order mark in the local code page and garbles accents and symbols
    bom: true,
    // A cell starting with = + - @ tab or CR is run as a formula when the file is opened in a spreadsheet, so a
    // listing named "=HYPERLINK(…)" by anyone could leak or alter data on the seller's machine (CSV injection):
    // such text cells get a leading apostrophe, which spreadsheets read as "this is text" (numbers stay as they are).
    escape_formulas: true,
  });
  pipeline(Readable.from(rows), csv, (err) => err && onError(err));
  return csv;
}

function xlsxStream({ name, headers, rows }: ExportSheet, onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  // exceljs stores every string as text and writes a formula only when given one, so no cell runs as a formula here
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as Writable, useStyles: true, useSharedStrings: false });
  const write = async () => {
    const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    for await (const row of rows) {
      if (out.destroyed) return;
      ws.addRow(row).commit();
    }
    ws.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}
