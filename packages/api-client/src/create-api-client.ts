import ky, { type KyInstance, type Options } from 'ky';
import { apiBase, appTokenHeader, authorizationHeader } from '@xchange/contract/core';
import type { Notice } from '@xchange/contract';
import { errorMessages, isAccountDeactivated, isLoginRequired } from './error-messages';

export interface ApiClientOptions {
  /** Prefix of every request path; '/api/v1/' on the site's origin by default. */
  baseUrl?: string;
  /** Value of the `Apptoken` header; omitted when empty. */
  appToken?: string;
  /** The stored token, already 'Bearer …'; sent as `Authorization` when present. */
  getToken: () => string | null;
  /** Shows a notice (the shell's notice store). */
  onNotice: (notice: Notice) => void;
  /** Called once when a response says 'Please login to continue.' (the shell signs out and goes to '/'). */
  onLoginRequired: () => void;
  /** Fetch implementation; the global one by default. */
  fetch?: typeof fetch;
}

/** Per-request options that turn off automatic error notices, for calls that report their own errors. */
export const withoutNotices = { context: { notices: false } } as const satisfies Options;

// Several calls failing together with an expired token report it once.
const loginRequiredQuietMs = 2000;

/** Creates the one ky instance for /api/v1 with headers, GET-only retries and docs/product.md §8 error notices. */
export function createApiClient(options: ApiClientOptions): KyInstance {
  const { baseUrl = apiBase, appToken, getToken, onNotice, onLoginRequired } = options;
  let loginRequiredAt = Number.NEGATIVE_INFINITY;

  const report = async (error: Error, notify: boolean): Promise<void> => {
    const messages = await errorMessages(error);
    let tell = notify;
    if (isLoginRequired(error)) {
      const now = Date.now();
      if (now - loginRequiredAt < loginRequiredQuietMs) return;
      loginRequiredAt = now;
      onLoginRequired();
      // why an administrator ended the session is always told, even by a quiet background call
      if (isAccountDeactivated(error)) tell = true;
    }
    if (!tell) return;
    for (const title of messages) onNotice({ type: 'error', title });
  };

  return ky.create({
    prefix: baseUrl,
    timeout: 30_000,
    // Only idempotent reads are retried; a POST is never sent twice.
    retry: { limit: 2, methods: ['get'] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (appToken) request.headers.set(appTokenHeader, appToken);
          const token = getToken();
          if (token) request.headers.set(authorizationHeader, token);
        },
      ],
      beforeError: [
        async ({ error, options: requestOptions }) => {
          await report(error, requestOptions.context.notices !== false);
          return error;
        },
      ],
    },
  });
}
