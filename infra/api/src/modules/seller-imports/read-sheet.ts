import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { importTexts } from '@xchange/contract';

/** One listing row of the file: its number as the seller sees it (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** The file can't be read as a listing sheet: the text says why, for a 400 at upload or the job's failure. */
export class SheetUnreadable extends Error {}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** ; , or tab, whichever the header line holds most of (a European Excel writes ;). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(data: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // not UTF-8: Excel on Windows saves "CSV" in its ANSI code page
    text = new TextDecoder('windows-1252').decode(data);
  }
  if (text.includes('\u0000')) throw new SheetUnreadable(importTexts.fileType);
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw new SheetUnreadable(importTexts.fileType);
  }
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new SheetUnreadable(importTexts.fileType);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new SheetUnreadable(importTexts.noHeader);
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text ?? '';
    });
    out[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(out, (r) => r ?? []);
}

/**
 * Reads a CSV (UTF-8, BOM, quoted newlines, `,` `;` or tab) or the first worksheet of an XLSX, told apart by content,
 * never by the file's name. Blank rows are skipped but keep their numbers.
 */
export async function readSheet(data: Buffer): Promise<Sheet> {
  const sniffed = await fileTypeFromBuffer(data);
  let records: string[][];
  if (sniffed?.ext === 'xlsx') records = await readXlsx(data);
  else if (sniffed) throw new SheetUnreadable(importTexts.fileType);
  else {
    try {
      records = readCsv(data);
    } catch (err) {
      if (err instanceof SheetUnreadable) throw err;
      throw new SheetUnreadable(importTexts.fileType);
    }
  }
  const headers = (records[0] ?? []).map((h) => h.trim());
  if (!headers.some(Boolean)) throw new SheetUnreadable(importTexts.noHeader);
  const rows = records
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells: cells.map((c) => String(c)) }))
    .filter((r) => !isBlank(r.cells));
  return { headers, rows };
}
