import autocannon from 'autocannon';
import type { Call } from './scenarios.ts';
import type { Load } from './table.ts';

const headersOf = (call: Call, token: string | undefined): Record<string, string> => ({
  ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const bodyAt = (call: Call, i: number) => (typeof call.body === 'function' ? call.body(i) : call.body);

/** One request first, so a wrong route, body or login stops the run with the answer instead of a column of errors. */
export async function probe(base: string, call: Call, token?: string): Promise<void> {
  const res = await fetch(`${base}${call.path(0)}`, {
    method: call.method,
    headers: headersOf(call, token),
    body: call.body === undefined ? undefined : JSON.stringify(bodyAt(call, 0)),
  });
  if (!res.ok) throw new Error(`${call.method} ${call.path(0)} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
}

/** autocannon on one call at `connections` for `duration` s; non-2xx answers, timeouts and socket errors count as errors. */
export async function cannon(base: string, call: Call, o: { connections: number; duration: number; token?: string }): Promise<Load> {
  let seq = 0;
  const result = await autocannon({
    url: base,
    connections: o.connections,
    duration: o.duration,
    requests: [
      {
        method: call.method,
        path: call.path(0),
        headers: headersOf(call, o.token),
        ...(call.body === undefined ? {} : { body: JSON.stringify(bodyAt(call, 0)) }),
        setupRequest: (req) => {
          const i = seq++;
          return { ...req, path: call.path(i), ...(call.body === undefined ? {} : { body: JSON.stringify(bodyAt(call, i)) }) };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}
