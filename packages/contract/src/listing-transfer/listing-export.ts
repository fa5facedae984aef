import { listingColumns } from './columns';

/** A listing as its seller sees it in an export: shown in the shop, or kept as a draft only the seller sees. */
export const listingStatuses = ['published', 'draft'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * The listings export's columns: the import template's first, so an export edited in a spreadsheet imports again,
 * then what only the site knows (views are not kept, so there is no views column).
 */
export const listingExportColumns = [
  ...listingColumns,
  { key: 'id', header: 'ID' },
  { key: 'status', header: 'Status' },
  { key: 'watchers', header: 'Watchers' },
  { key: 'updatedAt', header: 'Last changed' },
] as const;

/** Tags and image URLs share one cell each, joined like the product form's tags field reads them. */
export const listCellSeparator = ', ';

/** The orders export's columns: one row per order line, the order's own fields repeated on each of its lines. */
export const orderExportColumns = [
  { key: 'ordernumber', header: 'Order number' },
  { key: 'orderdate', header: 'Order date' },
  { key: 'status', header: 'Status' },
  { key: 'paymentStatus', header: 'Payment status' },
  { key: 'buyerCompany', header: 'Buyer company' },
  { key: 'buyerName', header: 'Buyer name' },
  { key: 'sku', header: 'SKU' },
  { key: 'productname', header: 'Item' },
  { key: 'quantity', header: 'Quantity' },
  { key: 'unitPrice', header: 'Unit price' },
  { key: 'lineTotal', header: 'Line total' },
  { key: 'orderTotal', header: 'Order total' },
  { key: 'currency', header: 'Currency' },
] as const;

export type ExportFormat = 'csv' | 'xlsx';

/** MIME types of the export files. */
export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The download's file name: `xchange-listings-2026-11-27.csv` (the day of the export) or `xchange-orders-2026-11-01-to-2026-11-30.xlsx`. */
export function exportFileName(what: 'listings' | 'orders', format: ExportFormat, dates: string): string {
  return `xchange-${what}-${dates}.${format}`;
}
