import * as v from 'valibot';
import { idField } from '../common/number';
import { pagedResponse } from '../common/paged-response';
import { requiredText, textField } from '../common/text';
import { brandMessages } from './brand';

/** The category dialog uses the brand dialog's text. */
export const categoryMessages = { name: brandMessages.name } as const;

/** docs/product.md §3 category (a type of instrument, shown as sellinginstrument). */
export const categorySchema = v.object({ id: v.number(), name: v.string(), documenttype: v.optional(v.string(), '') });
export type Category = v.InferOutput<typeof categorySchema>;
export const categoryPageSchema = pagedResponse(categorySchema);

/** The category dialog and POST categories/saveCategory body. */
export const categoryFormSchema = v.object({
  name: requiredText(categoryMessages.name),
  documenttype: v.optional(textField(), ''),
});
export type CategoryForm = v.InferOutput<typeof categoryFormSchema>;

/** PUT categories/udateCategory body. */
export const updateCategorySchema = v.object({ ...categoryFormSchema.entries, id: idField });
export type UpdateCategory = v.InferOutput<typeof updateCategorySchema>;
