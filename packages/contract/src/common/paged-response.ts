import * as v from 'valibot';

/** Paged list answer of docs/product.md §3: content and totalElements (message when empty or failed). */
export const pagedResponse = <T extends v.GenericSchema>(item: T) =>
  v.object({ content: v.array(item), totalElements: v.number(), message: v.optional(v.string()) });

/** Answers that wrap their payload in `body` (docs/product.md §7, e.g. seller orders and products). */
export const bodyResponse = <T extends v.GenericSchema>(body: T) =>
  v.object({ statusCodeValue: v.optional(v.number()), statusCode: v.optional(v.string()), body });

export type Paged<T> = { content: T[]; totalElements: number; message?: string };

/** Plain acknowledgement of a write call. */
export const messageResponseSchema = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof messageResponseSchema>;
