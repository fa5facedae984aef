import { isHTTPError, isKyError } from 'ky';
import { loginRequiredMessage } from '@xchange/contract/core';

/** Shown when a call fails without any response from the server (docs/product.md §8: "no response"). */
export const networkErrorMessage = 'Network error: the server could not be reached.';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

const bodyMessages = (body: unknown): string[] => {
  if (typeof body !== 'object' || body === null) return [];
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (isStringList(errors)) return errors;
  return typeof message === 'string' && message.trim() ? [message] : [];
};

// By name, not instanceof: DOMException may come from another realm.
const hasName = (value: unknown, name: string): boolean =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name;

const bodyHas = (body: unknown, text: string): boolean =>
  typeof body === 'object' && body !== null && ((body as { message?: unknown }).message === text || bodyMessages(body).includes(text));

/** True when the failed response says the session is missing or expired ('Please login to continue.'). */
export const isLoginRequired = (error: unknown): boolean => isHTTPError(error) && bodyHas(error.data, loginRequiredMessage);

/** True when an administrator deactivated the signed-in account (the session ends with that reason). */
export const isAccountDeactivated = (error: unknown): boolean =>
  isHTTPError(error) &&
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as { code?: unknown }).code === 'ERR_ACCOUNT_DEACTIVATED';

/** True for an aborted request (its signal fired): such a failure is never reported to the user. */
export const isAbortError = (error: unknown): boolean =>
  hasName(error, 'AbortError') || (typeof error === 'object' && error !== null && hasName((error as Error).cause, 'AbortError'));

/** docs/product.md §8: each string of the body's `errors`, else its `message`, else the error's own message; deduplicated. */
export async function errorMessages(error: unknown): Promise<string[]> {
  if (isAbortError(error)) return [];
  let messages: string[];
  if (isHTTPError(error)) {
    messages = bodyMessages(error.data);
    // ky's text ends with ': METHOD url'; the user sees only 'Request failed with status code 403 Forbidden'.
    if (messages.length === 0) messages = [error.message.replace(/: [A-Z]+ \S+$/, '')];
  } else if (isKyError(error)) {
    // NetworkError and TimeoutError: no response arrived.
    messages = [networkErrorMessage];
  } else if (error instanceof Error) {
    messages = [error.message || networkErrorMessage];
  } else {
    messages = [networkErrorMessage];
  }
  return [...new Set(messages)];
}
