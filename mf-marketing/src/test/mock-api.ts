/** A JSON response as the API sends it. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface SeenRequest {
  method: string;
  /** Path below /api/v1/, e.g. 'auth/buyer'. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/**
 * Replaces fetch for the ky client of renderWithShell: 'METHOD path' → handler; any other call answers 404.
 * Returns the requests seen, in order.
 */
export function mockApi(routes: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // ky hands over a Request; the test realm may lack a global Request constructor to compare with.
    const request = typeof input === 'object' && 'url' in input ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    const handler = routes[`${entry.method} ${entry.path}`];
    return handler ? handler(entry) : json(404, { errors: ['Not found'], code: 'ERR_NOT_FOUND' });
  }) as typeof fetch;
  return seen;
}

/** A promise with its resolve handle, to hold a response while a test looks at the pending state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
