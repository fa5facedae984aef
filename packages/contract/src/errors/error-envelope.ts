import * as v from 'valibot';

/** HTTP status + {errors, code}; 401 also carries message (docs/architecture.md §5, API). */
export const errorEnvelopeSchema = v.object({
  errors: v.array(v.string()),
  code: v.string(),
  message: v.optional(v.string()),
});
export type ErrorEnvelope = v.InferOutput<typeof errorEnvelopeSchema>;

/** True when a response body is the API's error envelope. */
export const isErrorEnvelope = (body: unknown): body is ErrorEnvelope => v.is(errorEnvelopeSchema, body);

/** The envelope of a failed validation: the docs/product.md §5 texts as the errors list. */
export const validationErrorEnvelope = (errors: string[]): ErrorEnvelope => ({ errors, code: 'ERR_VALIDATION' });

/** docs/product.md §8: the notices a failed call shows — each string of its errors list, else its message, else `fallback`. */
export function errorTexts(body: unknown, fallback: string): string[] {
  if (isErrorEnvelope(body) && body.errors.length > 0) return body.errors;
  const message = typeof body === 'object' && body !== null && 'message' in body ? (body as { message: unknown }).message : undefined;
  return [typeof message === 'string' && message !== '' ? message : fallback];
}
