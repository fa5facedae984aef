import * as v from 'valibot';

/** Every API error code; the API's catalogue maps each to a status and message. */
export const errorCodes = [
  'ERR_VALIDATION',
  'ERR_BAD_REQUEST',
  'ERR_UNAUTHENTICATED',
  'ERR_FORBIDDEN',
  'ERR_NOT_FOUND',
  'ERR_ROUTE_NOT_FOUND',
  'ERR_CONFLICT',
  'ERR_RATE_LIMITED',
  'ERR_PAYLOAD_TOO_LARGE',
  'ERR_UNSUPPORTED_MEDIA_TYPE',
  'ERR_NOT_READY',
  'ERR_INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The text SPEC §4/§8 uses for a missing or expired session. */
export const loginRequiredMessage = 'Please login to continue.';

/** HTTP status + {errors, code}; 401 also carries message (ARCHITECTURE.md, API). */
export const errorEnvelopeSchema = v.object({
  errors: v.array(v.string()),
  code: v.string(),
  message: v.optional(v.string()),
});
export type ErrorEnvelope = v.InferOutput<typeof errorEnvelopeSchema>;

export const isErrorEnvelope = (body: unknown): body is ErrorEnvelope => v.is(errorEnvelopeSchema, body);
