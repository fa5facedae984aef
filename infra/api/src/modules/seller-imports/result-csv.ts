import { stringify } from 'csv-stringify/sync';
import type { ImportRowOutcome } from '../../db/schema/index.ts';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is written as text (OWASP CSV injection). */
const asText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** GET seller/imports/:id/result.csv: every row's outcome, in row order. */
export function resultCsv(results: ImportRowOutcome[]): string {
  const rows = [...results]
    .sort((a, b) => a.row - b.row)
    .map((r) => [String(r.row), asText(r.sku), r.result, r.listingId === null ? '' : String(r.listingId), asText(r.message)]);
  return `\ufeff${stringify([['Row', 'SKU', 'Result', 'Listing id', 'Message'], ...rows])}`;
}
