import { idQuerySchema } from '../common/number';
import { messageResponseSchema } from '../common/paged-response';
import { productArraySchema, productFileQuerySchema, productIdParamsSchema } from '../product/product-payloads';
import { compareQuerySchema, compareResponseSchema } from '../specs/compare';
import { calibrationSchema } from '../specs/listing-details';
import {
  deleteSpecFieldQuerySchema,
  reorderSpecFieldsSchema,
  specFieldFormSchema,
  specFieldSchema,
  specFieldsQuerySchema,
  specFieldsResponseSchema,
  updateSpecFieldSchema,
} from '../specs/spec-field';
import { withSchemas } from './endpoint';
import { specPaths } from './spec-paths';

/** docs/product.md §2.9–§2.10: specification fields, certificates, similar listings, compare. */
export const specEndpoints = withSchemas(specPaths, {
  /** A category's fields (the shop's filters, the seller's form): by name or id; number fields carry their range. */
  specFields: { access: 'public', query: specFieldsQuerySchema, response: specFieldsResponseSchema },
  /** The same with how many listings give each field a value (the admin's Specifications page). */
  adminSpecFields: { access: 'admin', query: idQuerySchema, response: specFieldsResponseSchema },
  createSpecField: { access: 'admin', body: specFieldFormSchema, response: specFieldSchema },
  updateSpecField: { access: 'admin', body: updateSpecFieldSchema, response: specFieldSchema },
  deleteSpecField: { access: 'admin', query: deleteSpecFieldQuerySchema, response: messageResponseSchema },
  reorderSpecFields: { access: 'admin', body: reorderSpecFieldsSchema, response: specFieldsResponseSchema },
  /** Multipart `file`: a PDF for an own listing (?productid=), replacing any attached; the listing must be calibrated. */
  uploadCertificate: {
    access: 'seller',
    query: productFileQuerySchema,
    contentType: 'multipart',
    response: calibrationSchema,
  },
  /** The certificate PDF of a listing a visitor may see (its seller: also a hidden one), as a download. */
  certificate: { access: 'public', params: productIdParamsSchema },
  /** Up to 8 visible listings of the same category, nearest in specifications and price. */
  similarProducts: { access: 'public', params: productIdParamsSchema, response: productArraySchema },
  compare: { access: 'public', query: compareQuerySchema, response: compareResponseSchema },
});
