import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { WindowLimiter } from './window-limiter.ts';

const minute = 60_000;

/** Per-IP limits of @fastify/rate-limit, by route kind (route `config.rateLimit`). */
export const ipLimits = {
  login: { max: 20, timeWindow: minute },
  code: { max: 20, timeWindow: minute },
  send: { max: 10, timeWindow: minute },
} as const;

/** Per-account limits: codes mailed (1 a minute, 5 an hour) and wrong passwords (10 in 15 minutes). */
export const accountLimits = {
  send: [{ max: 1, ms: minute }, { max: 5, ms: 60 * minute }],
  passwordFailures: [{ max: 10, ms: 15 * minute }],
};

export interface AuthContext {
  app: FastifyInstance;
  secret: string;
  sends: WindowLimiter;
  passwordFailures: WindowLimiter;
  /** Mails in the background (the answer's timing must not tell whether an account exists); awaited on close. */
  deliver(mail: Mail, log: FastifyBaseLogger): void;
  /** A real argon2id hash to verify against when no account matches, so both paths cost the same. */
  dummyHash(): Promise<string>;
}

export function createAuthContext(app: FastifyInstance): AuthContext {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => void (await Promise.allSettled([...pending])));
  let dummy: Promise<string> | undefined;
  return {
    app,
    secret: app.config.jwtSecret,
    sends: new WindowLimiter(accountLimits.send),
    passwordFailures: new WindowLimiter(accountLimits.passwordFailures),
    deliver(mail, log) {
      const p = app.mailer
        .send(mail)
        .then(() => log.info({ to: mail.to }, 'mail sent'))
        .catch((err: unknown) => log.error({ err, to: mail.to }, 'mail could not be sent'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    dummyHash: () => (dummy ??= hashPassword('no-account-has-this-password-0!')),
  };
}

const waitText = (ms: number): string => {
  const s = Math.ceil(ms / 1000);
  return s < 120 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`;
};

/** Refuses with ERR_RATE_LIMITED while the key's windows are full. */
export function assertAllowed(limiter: WindowLimiter, key: string, what: string): void {
  const wait = limiter.retryAfter(key);
  if (wait > 0) throw new AppError('ERR_RATE_LIMITED', `${what} Please try again in ${waitText(wait)}.`);
}
