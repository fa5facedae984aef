import { type ErrorCode, loginRequiredMessage } from '@xchange/contract';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { isRedisUnavailable } from './shared/redis-connection.ts';

/** The answer of a sign-in or code call while the shared store of the limits (Redis) cannot be reached. */
export const sharedStoreDownText =
  'Signing in and verification codes are paused for a moment while a service they need is unavailable. Please try again in a minute.';

/** Every error the API answers with: HTTP status and the default text a user sees. */
export const errorCatalogue: Record<ErrorCode, { status: number; message: string }> = {
  ERR_VALIDATION: { status: 400, message: 'Some fields are not valid.' },
  ERR_BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  ERR_UNAUTHENTICATED: { status: 401, message: loginRequiredMessage },
  ERR_FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  ERR_NOT_FOUND: { status: 404, message: 'The requested item was not found.' },
  ERR_ROUTE_NOT_FOUND: { status: 404, message: 'This API address does not exist.' },
  ERR_CONFLICT: { status: 409, message: 'This conflicts with existing data.' },
  ERR_RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  ERR_PAYLOAD_TOO_LARGE: { status: 413, message: 'The upload is too large.' },
  ERR_UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This file type is not supported.' },
  ERR_NOT_READY: { status: 503, message: 'The service is starting or its database is unavailable. Please try again shortly.' },
  ERR_INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  ERR_EMAIL_TAKEN: { status: 409, message: 'This email is already registered. Please log in or use Forgot Password.' },
  ERR_INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  ERR_ACCOUNT_NOT_VERIFIED: { status: 403, message: 'Please verify your email first with the code we sent you.' },
  ERR_ACCOUNT_INACTIVE: { status: 403, message: 'This account is inactive. Please contact support.' },
  ERR_ACCOUNT_DEACTIVATED: {
    status: 401,
    message: 'Your account was deactivated by an administrator. You have been signed out; please contact support.',
  },
  ERR_INVALID_CODE: { status: 400, message: 'This code is not valid or has expired. Check it or request a new one.' },
  ERR_CODE_ATTEMPTS: { status: 429, message: 'Too many wrong codes. Please request a new code.' },
  ERR_SUBSCRIPTION_REQUIRED: {
    status: 402,
    message: 'An active subscription is needed to publish listings. Pay it on your Subscription page.',
  },
  ERR_NO_CREDITS: { status: 402, message: 'You have no listing credits left. Buy more with Add Balance on your Subscription page.' },
  ERR_PAYMENT_FAILED: { status: 502, message: 'The payment could not be started. Please try again.' },
  ERR_WEBHOOK_SIGNATURE: { status: 400, message: 'Webhook signature verification failed.' },
};

/** An expected failure: the error handler answers `{errors, code}` with the catalogue's status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: string[];
  constructor(
    readonly code: ErrorCode,
    messages?: string | string[],
  ) {
    const list = messages === undefined ? [errorCatalogue[code].message] : [messages].flat();
    super(list.join(' '));
    this.name = 'AppError';
    this.statusCode = errorCatalogue[code].status;
    this.errors = list;
  }
}

export interface ErrorBody {
  errors: string[];
  code: ErrorCode;
  message?: string;
}

export function errorBody(code: ErrorCode, errors?: string[]): ErrorBody {
  const body: ErrorBody = { errors: errors ?? [errorCatalogue[code].message], code };
  // a session ended by deactivation is also a sign-out for the client ('Please login to continue.', docs/product.md §8)
  if (code === 'ERR_UNAUTHENTICATED' || code === 'ERR_ACCOUNT_DEACTIVATED') body.message = loginRequiredMessage;
  return body;
}

/** Fastify's own error codes mapped to ours, with texts a user can act on. */
const fastifyCodes: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'ERR_BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'ERR_BAD_REQUEST', message: 'The request body is empty but JSON was announced.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'ERR_PAYLOAD_TOO_LARGE' },
  FST_REQ_FILE_TOO_LARGE: { code: 'ERR_PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'ERR_UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'ERR_UNSUPPORTED_MEDIA_TYPE', message: 'The request is not multipart.' },
};

const byStatus: Record<number, ErrorCode> = {
  400: 'ERR_BAD_REQUEST',
  401: 'ERR_UNAUTHENTICATED',
  403: 'ERR_FORBIDDEN',
  404: 'ERR_NOT_FOUND',
  409: 'ERR_CONFLICT',
  413: 'ERR_PAYLOAD_TOO_LARGE',
  415: 'ERR_UNSUPPORTED_MEDIA_TYPE',
  429: 'ERR_RATE_LIMITED',
  503: 'ERR_NOT_READY',
};

/** Turns any thrown value into status + envelope; `internal` marks what must be logged as a server fault. */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; internal: boolean } {
  if (err instanceof AppError) return { status: err.statusCode, body: errorBody(err.code, err.errors), internal: false };
  const e = (err ?? {}) as { code?: string; statusCode?: number; message?: string };
  const mapped = e.code ? fastifyCodes[e.code] : undefined;
  if (mapped) {
    const status = errorCatalogue[mapped.code].status;
    return { status, body: errorBody(mapped.code, mapped.message ? [mapped.message] : undefined), internal: false };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = byStatus[status] ?? 'ERR_BAD_REQUEST';
    return { status, body: errorBody(code, e.message ? [e.message] : undefined), internal: false };
  }
  if (status === 503 || isDatabaseUnavailable(err)) return { status: 503, body: errorBody('ERR_NOT_READY'), internal: true };
  // only limits that fail closed (sign-in, codes) let a Redis failure through to here
  if (isRedisUnavailable(err)) return { status: 503, body: errorBody('ERR_NOT_READY', [sharedStoreDownText]), internal: true };
  return { status: 500, body: errorBody('ERR_INTERNAL'), internal: true };
}
