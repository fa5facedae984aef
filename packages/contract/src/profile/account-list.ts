import * as v from 'valibot';
import { booleanField, idField } from '../common/number';
import { pagedResponse } from '../common/paged-response';

/** docs/product.md §3 buyer/seller list row of the admin screens. */
export const accountRowSchema = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  company: v.string(),
  username: v.string(),
  address: v.string(),
  phone: v.string(),
  accountStatus: v.optional(v.boolean()),
});
export type AccountRow = v.InferOutput<typeof accountRowSchema>;

/** POST buyerprofile/getBuyerList and sellerprofile/getSellerList answer body{content,totalElements}. */
export const accountListResponseSchema = v.object({ body: pagedResponse(accountRowSchema) });
export type AccountListResponse = v.InferOutput<typeof accountListResponseSchema>;

/** PUT sellerprofile/updateAccountStatus?id=&status= query. */
export const accountStatusQuerySchema = v.object({ id: idField, status: booleanField });
export type AccountStatusQuery = v.InferOutput<typeof accountStatusQuerySchema>;
