import * as v from 'valibot';
import { idField } from '../common/number';

/** POST wishlist/add?productid= and wishlist/remove?productid= query. */
export const productIdQuerySchema = v.object({ productid: idField });
export type ProductIdQuery = v.InferOutput<typeof productIdQuerySchema>;
