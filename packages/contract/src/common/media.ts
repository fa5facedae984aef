import * as v from 'valibot';
import { mediaKinds } from '@xchange/contract/core';

/** A stored picture or video (docs/product.md §3 primaryfile / productfiles). */
export const mediaFileSchema = v.object({
  id: v.optional(v.number()),
  url: v.string(),
  fileType: v.picklist(mediaKinds),
  /** A small JPEG preview of an image (grid cards), when one was made. */
  thumbUrl: v.optional(v.nullable(v.string())),
});
export type MediaFile = v.InferOutput<typeof mediaFileSchema>;
