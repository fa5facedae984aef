import { ordersExportQuerySchema } from '../listing-transfer/orders-export-query';
import { withSchemas } from './endpoint';
import { exportPaths } from './export-paths';

/** docs/product.md §2.12: the caller's own listings (every one, drafts included) and orders in a date range, as files. */
export const exportEndpoints = withSchemas(exportPaths, {
  /** Every listing of the caller as CSV, the import template's columns first. */
  exportListingsCsv: { access: 'seller', scope: 'listings:read' },
  /** The same as an Excel workbook. */
  exportListingsXlsx: { access: 'seller', scope: 'listings:read' },
  /** The caller's orders placed from `from` to `to`, one row per item, as CSV. */
  exportOrdersCsv: { access: 'seller', scope: 'orders:read', query: ordersExportQuerySchema },
  /** The same as an Excel workbook. */
  exportOrdersXlsx: { access: 'seller', scope: 'orders:read', query: ordersExportQuerySchema },
});
