// SQLSTATE class 08 (connection exception) and the server shutting down, starting up or out of connections.
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres says these in plain text, without a code
const pgMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /Client was closed and is not queryable/,
];

/** Whether a query failed because the database cannot be reached right now (restart, outage), not because of the query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e && typeof e === 'object' && !seen.has(e);
    e = e.cause as typeof e
  ) {
    seen.add(e);
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || unavailableStates.has(code) || networkCodes.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (pgMessages.some((m) => m.test(message))) return true;
    // a pool connect error may carry several (IPv4 and IPv6 attempts)
    if (Array.isArray((e as { errors?: unknown }).errors) && (e as { errors: unknown[] }).errors.some((x) => isDatabaseUnavailable(x)))
      return true;
  }
  return false;
}
