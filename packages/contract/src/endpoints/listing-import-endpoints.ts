import { importCreatedSchema, importIdParamsSchema, importJobSchema, importRequestSchema } from '../listing-transfer/listing-import';
import { withSchemas } from './endpoint';
import { listingImportPaths } from './listing-import-paths';

/** docs/product.md §2.12: a seller's spreadsheet import, run as a job; an API key with listings:write may call it too. */
export const listingImportEndpoints = withSchemas(listingImportPaths, {
  /** Multipart `file` (CSV or XLSX) with mode, publish and mapping: queues a preview or an import and answers its id. */
  createImport: {
    access: 'seller',
    scope: 'listings:write',
    body: importRequestSchema,
    contentType: 'multipart',
    response: importCreatedSchema,
  },
  /** The template as CSV: the header row and one example listing. */
  importTemplateCsv: { access: 'seller', scope: 'listings:read' },
  /** The same template as an Excel workbook. */
  importTemplateXlsx: { access: 'seller', scope: 'listings:read' },
  /** One of the caller's imports: status, counts, row errors and the column mapping used. */
  sellerImport: { access: 'seller', scope: 'listings:write', params: importIdParamsSchema, response: importJobSchema },
  /** Every row's outcome (row, SKU, result, listing id, message) as CSV. */
  importResultCsv: { access: 'seller', scope: 'listings:write', params: importIdParamsSchema },
});
