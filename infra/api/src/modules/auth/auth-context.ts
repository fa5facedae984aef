import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';

const minute = 60_000;

/**
 * Per-IP limits of @fastify/rate-limit, by route kind (route `config.rateLimit`). They fail closed: while the shared
 * store (Redis) is away these routes answer 503 with `sharedStoreDownText` instead of letting unlimited tries through.
 */
export const ipLimits = {
  login: { max: 20, timeWindow: minute, skipOnError: false },
  code: { max: 20, timeWindow: minute, skipOnError: false },
  send: { max: 10, timeWindow: minute, skipOnError: false },
} as const;

export const sendLimitText = 'A new code can be sent once a minute and 5 times an hour.';

export interface AuthContext {
  app: FastifyInstance;
  secret: string;
  /** Queues a mail in the background (the answer's timing must not tell whether an account exists): `app.background`. */
  deliver(mail: Mail, log: FastifyBaseLogger): void;
  /** Runs an account's work once the answer is on its way, so known and unknown emails answer alike: `app.background`. */
  afterAnswer(work: () => Promise<void>, log: FastifyBaseLogger): void;
  /** A real argon2id hash to verify against when no account matches, so both paths cost the same. */
  dummyHash(): Promise<string>;
}

export function createAuthContext(app: FastifyInstance): AuthContext {
  const track = (work: Promise<unknown>) => app.background.track(work);
  let dummy: Promise<string> | undefined;
  return {
    app,
    secret: app.config.jwtSecret,
    deliver(mail, log) {
      // each call is one event (a code issued, a password changed): a key of its own
      track(
        enqueueMail(app.jobs, mail, { key: `account:${randomUUID()}` })
          .then(() => log.info({ to: mail.to }, 'mail queued'))
          .catch((err: unknown) => log.error({ err, to: mail.to }, 'mail could not be queued')),
      );
    },
    afterAnswer(work, log) {
      // setImmediate: after the handler's answer has been serialized and written
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((err: unknown) => log.error({ err }, 'account work after the answer failed')),
      );
    },
    dummyHash: () => (dummy ??= hashPassword('no-account-has-this-password-0!')),
  };
}

const waitText = (ms: number): string => {
  const s = Math.ceil(ms / 1000);
  return s < 120 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minutes`;
};

/** Refuses with ERR_RATE_LIMITED while `wait` (ms) is left. */
export function assertNoWait(wait: number, what: string): void {
  if (wait > 0) throw new AppError('ERR_RATE_LIMITED', `${what} Please try again in ${waitText(wait)}.`);
}
