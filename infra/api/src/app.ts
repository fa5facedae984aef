import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import './types.ts';
import type { ApiConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { AppError, errorBody } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { clientRequestId, requestLogFields } from './lib/request-log.ts';
import { valibotValidatorCompiler } from './lib/valibot-fastify.ts';
import authPlugin from './plugins/auth.ts';
import sessionsPlugin from './plugins/sessions.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMedia } from './plugins/media.ts';
import { forgetMediaBucket, mediaBucketOf, attachMediaBucket } from './lib/media-store.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { workMailJobs } from './jobs/mail-jobs.ts';
import { registerModules } from './modules/index.ts';
import { hearCatalogChanges, shareCatalogCounts } from './modules/shop/index.ts';
import { createLocalFanout, createRedisFanout } from './lib/shared/fanout.ts';
import { connectRedis } from './lib/shared/redis-connection.ts';
import { redisNumbers } from './lib/shared/shared-count-cache.ts';
import type { CheckoutSessions } from './modules/subscription/stripe-session.ts';
import { apiVersion } from './version.ts';
import { createBackgroundWork } from './lib/background-work.ts';

export interface BuildDeps {
  dbHandle: DbHandle;
  mailer?: Mailer;
  /** Stripe's Checkout Sessions API in place of the STRIPE_SECRET_KEY client (tests). */
  stripe?: CheckoutSessions;
  logger?: boolean | object;
  /** The clock of sign-in and code limits; Date.now unless a test moves it. */
  now?: () => number;
  /** Runs right after the instance is created, before any API route (the gateway registers compression here). */
  configure?: (app: FastifyInstance) => Promise<void>;
}

const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apptoken', 'req.headers["x-api-key"]'],
  censor: '[redacted]',
};

function loggerOptions(config: ApiConfig, logger: BuildDeps['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = { level: config.logLevel, redact, serializers: { req: requestLogFields } };
  return typeof logger === 'object' ? { ...base, ...logger } : base;
}

/** The API app, not listening: routes under /api/v1, docs at /api/docs, media at /media. */
export async function build(config: ApiConfig, deps: BuildDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logger ?? true),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // the id is always ours: a client's x-request-id only reaches the log, as clientRequestId, when well-formed
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, opts, raw) => logger.child({ ...bindings, ...clientRequestId(raw) }, opts),
  });
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data)); // response schemas describe the docs only
  registerErrorHandler(app);
  if (deps.configure) await deps.configure(app);

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  app.decorate('config', config);
  app.decorate('db', deps.dbHandle.db);
  app.decorate('mailer', mailer);
  app.decorate('now', deps.now ?? Date.now);
  const background = createBackgroundWork();
  app.decorate('background', background);
  // added before the hook that stops the queue and closes the database: same-level onClose hooks run in order
  app.addHook('onClose', () => background.settled());
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));
  const redisLog = (msg: string, err?: unknown) => app.log.warn({ err }, msg);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisPrefix, redisLog) : undefined;
  app.decorate('redis', redis);
  app.decorate('fanout', redis ? createRedisFanout(redis, redisLog) : createLocalFanout());
  hearCatalogChanges(deps.dbHandle.db, app.fanout);
  if (redis) shareCatalogCounts(deps.dbHandle.db, redisNumbers(redis), (err) => app.log.warn({ err }, 'shared count cache unavailable'));
  const jobs = await startJobQueue(deps.dbHandle, (msg, err) => app.log.error({ err }, msg));
  app.decorate('jobs', jobs);
  await workMailJobs(jobs, mailer);
  if (config.s3 && !mediaBucketOf(config.mediaDir)) attachMediaBucket(config.mediaDir, config.s3);
  app.addHook('onClose', async () => {
    await jobs.stop();
    forgetMediaBucket(config.mediaDir);
    mailer.close();
    await redis?.close();
    await deps.dbHandle.close();
  });

  await app.register(rateLimit, {
    global: false,
    allowList: config.rateLimitTrustedIps,
    // with Redis every process counts against the same limits; reads stay open while it is away, and the
    // sign-in and code routes say skipOnError: false (fail closed, docs/architecture.md §11)
    ...(redis ? { redis: redis.client, nameSpace: `${redis.prefix}rate:` } : {}),
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('ERR_RATE_LIMITED', `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`),
  });
  await app.register(authPlugin, { db: deps.dbHandle.db, jwtSecret: config.jwtSecret });
  await app.register(sessionsPlugin);
  await registerDocs(app, apiVersion);
  await registerMedia(app, config.mediaDir);

  await app.register(
    async (api) => {
      const routeNotFound = (_req: unknown, reply: FastifyReply) => reply.code(404).send(errorBody('ERR_ROUTE_NOT_FOUND'));
      api.setNotFoundHandler(routeNotFound);
      await registerModules(api, deps);
      // A catch-all route, not only the not-found handler: a host that serves a site from '/*' beside this API
      // (the gateway) would otherwise claim unknown /api/v1 paths before the not-found handler is reached.
      api.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: routeNotFound });
    },
    { prefix: '/api/v1' },
  );
  return app;
}
