import { importTexts, listingColumns, type ImportMapping, type ListingColumnKey } from '@xchange/contract';

/** The columns a row can't be written without (the product form's required fields). */
export const requiredColumns: ListingColumnKey[] = ['sku', 'name', 'description', 'category', 'brand', 'price'];

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export const headerOf = (key: ListingColumnKey): string => listingColumns.find((c) => c.key === key)!.header;

/** Thrown when an explicit mapping names a header the file doesn't have. */
export class MappingInvalid extends Error {
  constructor() {
    super(importTexts.mappingInvalid);
  }
}

/**
 * Which of the file's headers each column is read from: the seller's explicit mapping first, then the file's headers
 * matched to the template's (or the column's key) ignoring letter case, spaces and punctuation.
 */
export function mapColumns(headers: string[], explicit: ImportMapping = {}): ImportMapping {
  const out: ImportMapping = {};
  const absent = new Set<ListingColumnKey>();
  for (const [key, header] of Object.entries(explicit) as [ListingColumnKey, string][]) {
    // '' is the seller's "not in the file": the column stays empty and is not matched by its header
    if (header === '') {
      absent.add(key);
      out[key] = '';
    } else if (!headers.includes(header)) throw new MappingInvalid();
    else out[key] = header;
  }
  const taken = new Set(Object.values(out).filter(Boolean));
  for (const column of listingColumns) {
    if (out[column.key] || absent.has(column.key)) continue;
    const names = [squash(column.header), squash(column.key)];
    const found = headers.find((h) => h && !taken.has(h) && names.includes(squash(h)));
    if (found) {
      out[column.key] = found;
      taken.add(found);
    }
  }
  return out;
}

/** The required columns no header is mapped to. */
export const missingColumns = (mapping: ImportMapping): ListingColumnKey[] => requiredColumns.filter((k) => !mapping[k]);

/** A row's cells by column key, read through the mapping. */
export function cellsByColumn(headers: string[], mapping: ImportMapping, cells: string[]): Partial<Record<ListingColumnKey, string>> {
  const out: Partial<Record<ListingColumnKey, string>> = {};
  for (const [key, header] of Object.entries(mapping) as [ListingColumnKey, string][]) {
    if (!header) continue;
    const at = headers.indexOf(header);
    out[key] = (cells[at] ?? '').trim();
  }
  return out;
}
