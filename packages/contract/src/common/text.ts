import * as v from 'valibot';

/** docs/product.md §5/§9: text inputs accept at most 50 characters. */
export const textMaxLength = 50;

/** docs/product.md §5: what a text input does on blur — repeated whitespace becomes one space, ends trimmed. */
export const collapseWhitespace = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The message for a text longer than its limit, when docs/product.md §5 names none. */
export const maxLengthMessage = (max: number): string => `Must be at most ${max} characters.`;

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
