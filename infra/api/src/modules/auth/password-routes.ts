import { endpoints } from '@xchange/contract';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { passwordChangedMail, passwordResetCodeMail } from '../../lib/mail-templates/account-mails.ts';
import { codesFrozenMail } from '../../lib/mail-templates/codes-frozen-mail.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { endUserSessions } from '../../plugins/sessions.ts';
import { findByEmail, findById, normalEmail, setPassword } from './accounts-repo.ts';
import { assertNoWait, ipLimits, sendLimitText, type AuthContext } from './auth-context.ts';
import { consumeCode, issueCode } from './codes.ts';
import { tooManyFailures } from './login-routes.ts';
import { clearWrongPasswords, codesFrozenUntil, loginWait, recordWrongPassword, takeCodeSend } from './throttles.ts';

const docs = { tags: ['auth'] };
export const passwordUpdated = 'Password is updated';
const twelveHours = 12 * 3600;

/** Whether the caller's token was a Remember Me one, so the fresh token keeps that lifetime. */
function wasRemembered(req: FastifyRequest): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? '').trim())?.[1];
  const { exp, iat } = token ? decodeJwt(token) : {};
  return typeof exp === 'number' && typeof iat === 'number' && exp - iat > twelveHours;
}

/** Forgot/reset by a mailed code, and the three change-password calls (docs/product.md §7). */
export async function passwordRoutes(app: ApiApp, opts: { ctx: AuthContext }) {
  const { ctx } = opts;
  const db = app.db;

  const forgot = endpointRoute(app, endpoints.forgotPassword, {
    ...docs,
    summary: 'Mail a password reset code (same answer for any email)',
  });
  app.post(forgot.url, { ...forgot.options, config: { rateLimit: ipLimits.send } }, async (req) => {
    const b = req.body;
    assertNoWait(await takeCodeSend(db, `reset:${normalEmail(b.username)}`, app.now()), sendLimitText);
    ctx.afterAnswer(async () => {
      const user = await findByEmail(db, b.username, b.type);
      if (!user || (await codesFrozenUntil(db, user.id, 'reset', app.now()))) return;
      const code = await issueCode(db, ctx.secret, user.id, 'reset');
      ctx.deliver(passwordResetCodeMail(user, code, app.config), req.log);
    }, req.log);
    return { message: 'If an account exists for this email, a password reset code is on its way.' };
  });

  const reset = endpointRoute(app, endpoints.resetPassword, {
    ...docs,
    summary: 'Set a new password with the mailed code; ends every session',
  });
  app.post(reset.url, { ...reset.options, config: { rateLimit: ipLimits.code } }, async (req) => {
    const b = req.body;
    const user = await findByEmail(db, b.username, b.type);
    if (!user) throw new AppError('ERR_INVALID_CODE');
    await consumeCode(db, ctx.secret, user.id, 'reset', b.code, {
      now: app.now(),
      onFrozen: (until) => ctx.deliver(codesFrozenMail(user, 'reset', until, app.config), req.log),
    });
    await setPassword(db, user.id, await hashPassword(b.newPassword));
    endUserSessions(app, user.id);
    await clearWrongPasswords(db, normalEmail(user.email));
    ctx.deliver(passwordChangedMail(user, app.config), req.log);
    return { message: `${passwordUpdated}. Please log in with your new password.` };
  });

  const changes = [
    [endpoints.buyerChangePassword, 'Buyer'],
    [endpoints.sellerChangePassword, 'Seller'],
    [endpoints.adminChangePassword, 'Admin'],
  ] as const;
  for (const [def, accountType] of changes) {
    const r = endpointRoute(app, def, { ...docs, summary: `Change the ${accountType.toLowerCase()}'s own password; other sessions end` });
    app.post(r.url, { ...r.options, config: { rateLimit: ipLimits.login } }, async (req) => {
      const b = req.body;
      const me = req.user!;
      if (b.id !== me.id) throw new AppError('ERR_FORBIDDEN', 'You can change only your own password.');
      if ('accountType' in b && b.accountType && b.accountType !== accountType)
        throw new AppError('ERR_VALIDATION', `The account type must be ${accountType}.`);
      const email = normalEmail(me.email);
      assertNoWait(await loginWait(db, email, req.ip, app.now()), tooManyFailures);
      const user = (await findById(db, me.id))!;
      if (!(await verifyPassword(user.passwordHash, b.oldPassword))) {
        await recordWrongPassword(db, email, req.ip, app.now());
        throw new AppError('ERR_VALIDATION', 'Old password is incorrect.');
      }
      if (b.oldPassword === b.newPassword) throw new AppError('ERR_VALIDATION', 'The new password must differ from the old one.');
      const updated = await setPassword(db, me.id, await hashPassword(b.newPassword));
      // this caller's own stream ends too: the client reconnects with the fresh token below
      endUserSessions(app, me.id);
      ctx.deliver(passwordChangedMail(updated, app.config), req.log);
      return { message: passwordUpdated, authToken: await app.signToken(updated, { remember: wasRemembered(req) }) };
    });
  }
}
