import type { EndpointPath } from './endpoint';

/**
 * docs/product.md §2.9–§2.10 calls: specification fields, a listing's certificate, similar listings and compare:
 * method and path (`spec-endpoints.ts` adds access and schemas).
 */
export const specPaths = {
  specFields: { method: 'GET', path: 'specs/fields' },
  adminSpecFields: { method: 'GET', path: 'specs/admin-fields' },
  createSpecField: { method: 'POST', path: 'specs/fields' },
  updateSpecField: { method: 'PUT', path: 'specs/fields' },
  deleteSpecField: { method: 'PUT', path: 'specs/deleteField' },
  reorderSpecFields: { method: 'PUT', path: 'specs/order' },
  uploadCertificate: { method: 'POST', path: 'product/certificate' },
  certificate: { method: 'GET', path: 'product/:id/certificate' },
  similarProducts: { method: 'GET', path: 'product/:id/similar' },
  compare: { method: 'GET', path: 'compare' },
} as const satisfies Record<string, EndpointPath>;
