import * as v from 'valibot';
import { idField } from '../common/number';
import { pagedResponse } from '../common/paged-response';
import { requiredText } from '../common/text';

export const brandMessages = { name: 'Name is required' } as const;

/** docs/product.md §3 brand. */
export const brandSchema = v.object({ id: v.number(), name: v.string() });
export type Brand = v.InferOutput<typeof brandSchema>;
export const brandPageSchema = pagedResponse(brandSchema);

/** The brand dialog and POST brands body. */
export const brandFormSchema = v.object({ name: requiredText(brandMessages.name) });
export type BrandForm = v.InferOutput<typeof brandFormSchema>;

/** PUT brands/updateBrand body. */
export const updateBrandSchema = v.object({ ...brandFormSchema.entries, id: idField });
export type UpdateBrand = v.InferOutput<typeof updateBrandSchema>;
