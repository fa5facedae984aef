import type { KyInstance } from 'ky';

/** One request a component sent through the mock client. */
export interface MockRequest {
  method: string;
  /** Path relative to /api/v1/, e.g. 'buyerprofile/update'. */
  path: string;
  json?: unknown;
  body?: unknown;
  searchParams?: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** A canned answer, or a function of the request; keyed 'METHOD path' ('PUT buyerprofile/update'). */
export type MockRoutes = Record<string, MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>)>;

/** Thrown for answers with status 400 and above; `data` carries the body as ky's HTTPError does. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

type Options = { json?: unknown; body?: unknown; searchParams?: Record<string, string> };

/** A stand-in for the shell's ky client (jsdom has no fetch): answers from `routes` and records every request. */
export function createMockApi(routes: MockRoutes = {}): { api: KyInstance; calls: MockRequest[] } {
  const calls: MockRequest[] = [];
  const send =
    (method: string) =>
    (path: string, options: Options = {}) => {
      const request: MockRequest = { method, path, json: options.json, body: options.body, searchParams: options.searchParams };
      calls.push(request);
      const answer = (async () => {
        const route = routes[`${method} ${path}`];
        const response =
          typeof route === 'function'
            ? await route(request)
            : (route ?? { status: 404, body: { errors: [`No mock for ${method} ${path}`] } });
        const status = response.status ?? 200;
        if (status >= 400) throw new MockHttpError(status, response.body);
        return response.body;
      })();
      return { json: () => answer, blob: () => answer, then: answer.then.bind(answer) };
    };
  const api = { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE'), patch: send('PATCH') };
  return { api: api as unknown as KyInstance, calls };
}
