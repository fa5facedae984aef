import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from './valibot-fastify.ts';

/** The API's Fastify instance as route plugins see it: request parts typed by the route's valibot schemas. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ValibotTypeProvider
>;
