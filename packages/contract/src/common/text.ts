import * as v from 'valibot';
import { collapseWhitespace, maxLengthMessage, textMaxLength } from '@xchange/contract/core';

/** An optional text input: collapsed and trimmed, at most `max` characters (empty allowed). */
export const textField = (max: number = textMaxLength, maxMessage: string = maxLengthMessage(max)) =>
  v.pipe(v.string(), v.transform(collapseWhitespace), v.maxLength(max, maxMessage));

/** A required text input: collapsed and trimmed, `required` when empty, at most `max` characters. */
export const requiredText = (required: string, max: number = textMaxLength, maxMessage: string = maxLengthMessage(max)) =>
  v.pipe(v.string(required), v.transform(collapseWhitespace), v.nonEmpty(required), v.maxLength(max, maxMessage));

/** A list of short texts (tags) from JSON, or from one comma-separated multipart field. */
export const tagsField = (maxTags = 20) =>
  v.optional(
    v.pipe(
      v.union([v.array(v.string()), v.string()]),
      v.transform((x) => (Array.isArray(x) ? x : x.split(',')).map(collapseWhitespace).filter(Boolean)),
      v.array(v.pipe(v.string(), v.maxLength(textMaxLength, maxLengthMessage(textMaxLength)))),
      v.maxLength(maxTags, `At most ${maxTags} tags.`),
    ),
    [],
  );
