import type { FastifyInstance } from 'fastify';
import { toErrorResponse } from '../lib/errors.ts';

/** One envelope for every failure: `{errors, code}` (+ `message` on 401); server faults are logged, never shown. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const { status, body, internal } = toErrorResponse(err);
    if (internal) req.log.error({ err }, 'request failed');
    else if (status >= 400) req.log.info({ code: body.code, status }, 'request refused');
    return reply.code(status).send(body);
  });
}
