import * as v from 'valibot';
import { listQueryEntries, sortByField } from '../common/list-query';
import { mediaFileSchema } from '../common/media';
import { idField } from '../common/number';
import { pagedResponse } from '../common/paged-response';
import { requiredText, tagsField, textField } from '../common/text';

export const advertisementMessages = { name: 'Name is required.', url: 'Enter a valid URL' } as const;

/** docs/product.md §3 advertisement; file is the stored picture or video. */
export const advertisementSchema = v.object({
  id: v.number(),
  name: v.string(),
  url: v.optional(v.string(), ''),
  tags: v.optional(v.array(v.string()), []),
  file: v.optional(v.nullable(mediaFileSchema), null),
  sellerid: v.optional(v.nullable(v.number())),
});
export type Advertisement = v.InferOutput<typeof advertisementSchema>;

/** True for an empty value or an absolute http(s) address; other schemes (javascript:, data:) never reach a link. */
export const isRedirectUrl = (s: string): boolean => {
  if (s === '') return true;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The advertisement dialog and the text fields of POST advert (multipart with `document`); the redirect URL, when given, is an http(s) address. */
export const advertisementFormSchema = v.object({
  name: requiredText(advertisementMessages.name),
  url: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(2048, advertisementMessages.url), v.check(isRedirectUrl, advertisementMessages.url)),
    '',
  ),
  tags: tagsField(),
});
export type AdvertisementFormInput = v.InferInput<typeof advertisementFormSchema>;
export type AdvertisementForm = v.InferOutput<typeof advertisementFormSchema>;

/** PUT advert text fields: the form plus id (a new `document` is optional). */
export const updateAdvertisementSchema = v.object({ ...advertisementFormSchema.entries, id: idField });
export type UpdateAdvertisement = v.InferOutput<typeof updateAdvertisementSchema>;

/** POST advert list body (docs/product.md §7: the shop's side column and the admin list). */
export const advertisementListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: v.optional(sortByField, 'name'),
  category: v.optional(textField()),
  seller: v.optional(idField),
});
export type AdvertisementListQuery = v.InferOutput<typeof advertisementListQuerySchema>;
export const advertisementPageSchema = pagedResponse(advertisementSchema);
export type AdvertisementPage = v.InferOutput<typeof advertisementPageSchema>;
