import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** What a client's own request id may look like to be logged beside ours: no spaces, newlines or markup. */
export const clientRequestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** `{clientRequestId}` for a well-formed `x-request-id` header, otherwise nothing. */
export function clientRequestId(raw: IncomingMessage | FastifyRequest['raw']): { clientRequestId?: string } {
  const value = raw.headers['x-request-id'];
  return typeof value === 'string' && clientRequestIdPattern.test(value) ? { clientRequestId: value } : {};
}

/** A URL with every query value replaced: codes, emails and search words are not written to logs. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** The request fields of a log line (pino's `req` serializer): Fastify's own, with the query values redacted. */
export function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactQuery(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
