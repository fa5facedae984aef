/** One timed JSON call against the site; any non-2xx answer or network failure counts as an error. */
export interface Timed<T = unknown> {
  ok: boolean;
  status: number;
  ms: number;
  body: T | undefined;
  error?: string;
}

export async function timedCall<T = unknown>(
  baseUrl: string,
  method: string,
  pathname: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Timed<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const r = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await r.text();
    const ms = performance.now() - started;
    let body: T | undefined;
    try {
      body = JSON.parse(text) as T;
    } catch {
      body = undefined; // an HTML page (the shell) is not JSON
    }
    return { ok: r.ok, status: r.status, ms, body, error: r.ok ? undefined : `${r.status} ${text.slice(0, 200)}` };
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    return {
      ok: false,
      status: 0,
      ms: performance.now() - started,
      body: undefined,
      error: `${(e as Error).message}${cause ? ` (${cause})` : ''}`,
    };
  }
}
