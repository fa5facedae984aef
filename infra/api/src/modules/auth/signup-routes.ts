import { annualPlanListingCredits, endpoints, type Signup } from '@xchange/contract';
import type { FastifyRequest } from 'fastify';
import { subscriptions, users } from '../../db/schema/index.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { verificationCodeMail } from '../../lib/mail-templates/account-mails.ts';
import { codesFrozenMail } from '../../lib/mail-templates/codes-frozen-mail.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findByEmail, markVerified, normalEmail, type UserRow } from './accounts-repo.ts';
import { assertNoWait, ipLimits, sendLimitText, type AuthContext } from './auth-context.ts';
import { consumeCode, issueCode } from './codes.ts';
import { sessionUser } from './session-user.ts';
import { codesFrozenUntil, takeCodeSend } from './throttles.ts';

type Role = 'buyer' | 'seller';
const docs = { tags: ['auth'] };
const isUniqueViolation = (e: unknown): boolean =>
  (e as { code?: string; cause?: { code?: string } })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/** docs/product.md §7 sign-up, email verification and code resend. */
export async function signupRoutes(app: ApiApp, opts: { ctx: AuthContext }) {
  const { ctx } = opts;
  const db = app.db;

  async function mailCode(user: UserRow, req: FastifyRequest): Promise<void> {
    const code = await issueCode(db, ctx.secret, user.id, 'signup');
    ctx.deliver(verificationCodeMail(user, code, app.config), req.log);
  }

  async function createAccount(b: Signup, role: Role): Promise<UserRow> {
    if (await findByEmail(db, b.username)) throw new AppError('ERR_EMAIL_TAKEN');
    const passwordHash = await hashPassword(b.password);
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: b.username,
            passwordHash,
            role,
            verified: false,
            firstname: b.firstName,
            lastname: b.lastName,
            company: b.company,
            phone: b.phone,
            address: b.address,
            latitude: b.latitude ?? null,
            longitude: b.longitude ?? null,
            continent: b.continent,
            country: b.country,
          })
          .returning();
        if (role === 'seller') {
          await tx
            .insert(subscriptions)
            .values({ sellerId: user!.id, status: 'pending', plan: 'annual', listingCreditsTotal: annualPlanListingCredits });
        }
        return user!;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('ERR_EMAIL_TAKEN'); // two sign-ups raced for one email
      throw e;
    }
  }

  for (const [def, role] of [
    [endpoints.signupBuyer, 'buyer'],
    [endpoints.signupSeller, 'seller'],
  ] as const) {
    const r = endpointRoute(app, def, {
      ...docs,
      summary: `Sign up a ${role}; mails a 4-digit code (authToken stays empty until verified)`,
      errors: ['ERR_EMAIL_TAKEN'],
    });
    app.post(r.url, { ...r.options, config: { rateLimit: ipLimits.send } }, async (req) => {
      const user = await createAccount(req.body, role);
      // the first code always goes out; it counts toward the resend limits
      await takeCodeSend(db, `signup:${normalEmail(user.email)}`, app.now());
      await mailCode(user, req);
      return { data: sessionUser(user), authToken: '' };
    });
  }

  for (const [def, role] of [
    [endpoints.buyerVerify, 'buyer'],
    [endpoints.sellerVerify, 'seller'],
  ] as const) {
    const r = endpointRoute(app, def, { ...docs, summary: `Verify a ${role}'s email with the mailed code; signs in` });
    app.post(r.url, { ...r.options, config: { rateLimit: ipLimits.code } }, async (req) => {
      const q = req.query;
      const user = await findByEmail(db, q.email, role);
      if (!user || user.verified) throw new AppError('ERR_INVALID_CODE');
      await consumeCode(db, ctx.secret, user.id, 'signup', q.otp, {
        now: app.now(),
        onFrozen: (until) => ctx.deliver(codesFrozenMail(user, 'signup', until, app.config), req.log),
      });
      const verified = await markVerified(db, user.id);
      return { data: sessionUser(verified), authToken: await app.signToken(verified, { remember: q.rememberMe }) };
    });
  }

  const resend = endpointRoute(app, endpoints.resendCode, { ...docs, summary: 'Mail a new verification code (same answer for any email)' });
  app.post(resend.url, { ...resend.options, config: { rateLimit: ipLimits.send } }, async (req) => {
    const b = req.body;
    assertNoWait(await takeCodeSend(db, `signup:${normalEmail(b.username)}`, app.now()), sendLimitText);
    ctx.afterAnswer(async () => {
      const user = await findByEmail(db, b.username, b.type);
      if (user && !user.verified && !(await codesFrozenUntil(db, user.id, 'signup', app.now()))) await mailCode(user, req);
    }, req.log);
    return { message: 'If this email belongs to an account waiting for verification, a new code is on its way.' };
  });
}
