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
  'ERR_EMAIL_TAKEN',
  'ERR_INVALID_CREDENTIALS',
  'ERR_ACCOUNT_NOT_VERIFIED',
  'ERR_ACCOUNT_INACTIVE',
  'ERR_ACCOUNT_DEACTIVATED',
  'ERR_INVALID_CODE',
  'ERR_CODE_ATTEMPTS',
  'ERR_SUBSCRIPTION_REQUIRED',
  'ERR_NO_CREDITS',
  'ERR_PAYMENT_FAILED',
  'ERR_WEBHOOK_SIGNATURE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The text docs/product.md §4/§8 uses for a missing or expired session. */
export const loginRequiredMessage = 'Please login to continue.';

/** docs/product.md §4/§8: a body carrying 'Please login to continue.' ends the session. */
export const isLoginRequired = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'message' in body && (body as { message: unknown }).message === loginRequiredMessage;
