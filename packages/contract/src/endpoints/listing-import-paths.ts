import type { EndpointPath } from './endpoint';

/** docs/product.md §2.12 calls: importing listings from a spreadsheet (`listing-import-endpoints.ts` adds the rest). */
export const listingImportPaths = {
  createImport: { method: 'POST', path: 'seller/imports' },
  importTemplateCsv: { method: 'GET', path: 'seller/imports/template.csv' },
  importTemplateXlsx: { method: 'GET', path: 'seller/imports/template.xlsx' },
  sellerImport: { method: 'GET', path: 'seller/imports/:id' },
  importResultCsv: { method: 'GET', path: 'seller/imports/:id/result.csv' },
} as const satisfies Record<string, EndpointPath>;
