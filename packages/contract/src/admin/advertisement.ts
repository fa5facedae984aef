import * as v from 'valibot';
import { listQueryEntries } from '../common/list-query';
import { mediaFileSchema } from '../common/media';
import { idField } from '../common/number';
import { pagedResponse } from '../common/paged-response';
import { requiredText, tagsField, textField } from '../common/text';

export const advertisementMessages = { name: 'Name is required.', url: 'Enter a valid URL' } as const;

/** SPEC §3 advertisement; file is the stored picture or video. */
export const advertisementSchema = v.object({
  id: v.number(),
  name: v.string(),
  url: v.optional(v.string(), ''),
  tags: v.optional(v.array(v.string()), []),
  file: v.optional(v.nullable(mediaFileSchema), null),
  sellerid: v.optional(v.nullable(v.number())),
});
export type Advertisement = v.InferOutput<typeof advertisementSchema>;

/** The advertisement dialog and the text fields of POST advert (multipart with `document`); URL and tags unchecked (SPEC §5). */
export const advertisementFormSchema = v.object({
  name: requiredText(advertisementMessages.name),
  url: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2048, advertisementMessages.url)), ''),
  tags: tagsField(),
});
export type AdvertisementFormInput = v.InferInput<typeof advertisementFormSchema>;
export type AdvertisementForm = v.InferOutput<typeof advertisementFormSchema>;

/** PUT advert text fields: the form plus id (a new `document` is optional). */
export const updateAdvertisementSchema = v.object({ ...advertisementFormSchema.entries, id: idField });
export type UpdateAdvertisement = v.InferOutput<typeof updateAdvertisementSchema>;

/** POST advert list body (SPEC §7: the shop's side column and the admin list). */
export const advertisementListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), 'name'),
  category: v.optional(textField()),
  seller: v.optional(idField),
});
export type AdvertisementListQuery = v.InferOutput<typeof advertisementListQuerySchema>;
export const advertisementPageSchema = pagedResponse(advertisementSchema);
export type AdvertisementPage = v.InferOutput<typeof advertisementPageSchema>;
