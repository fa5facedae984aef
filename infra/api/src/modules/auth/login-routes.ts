import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { endUserSessions } from '../../plugins/sessions.ts';
import { bumpTokenVersion, findByEmail, normalEmail } from './accounts-repo.ts';
import { assertNoWait, ipLimits, type AuthContext } from './auth-context.ts';
import { sessionUser } from './session-user.ts';
import { clearWrongPasswords, loginWait, recordWrongPassword } from './throttles.ts';

const docs = { tags: ['auth'] };
/** Wrong passwords slow down only the address they came from, so nobody can lock an owner out from elsewhere. */
export const tooManyFailures = 'Too many wrong passwords for this account from your address.';

/** docs/product.md §7 login for the three types, and logout (revokes every token of the user). */
export async function loginRoutes(app: ApiApp, opts: { ctx: AuthContext }) {
  const { ctx } = opts;
  const db = app.db;

  const logins = [
    [endpoints.loginBuyer, 'buyer'],
    [endpoints.loginSeller, 'seller'],
    [endpoints.loginAdmin, 'admin'],
  ] as const;
  for (const [def, role] of logins) {
    const r = endpointRoute(app, def, {
      ...docs,
      summary: `Sign in a ${role}: 12 h token, 30 days with rememberMe`,
      errors: ['ERR_INVALID_CREDENTIALS', 'ERR_ACCOUNT_NOT_VERIFIED', 'ERR_ACCOUNT_INACTIVE'],
    });
    app.post(r.url, { ...r.options, config: { rateLimit: ipLimits.login } }, async (req) => {
      const b = req.body;
      if (b.type !== role) throw new AppError('ERR_VALIDATION', `This sign-in is for ${role} accounts.`);
      const email = normalEmail(b.username);
      assertNoWait(await loginWait(db, email, req.ip, app.now()), tooManyFailures);
      const user = await findByEmail(db, b.username, role);
      // an unknown email costs one argon2 verify too, so timing does not tell which emails are registered
      const ok = await verifyPassword(user?.passwordHash ?? (await ctx.dummyHash()), b.password);
      if (!user || !ok) {
        await recordWrongPassword(db, email, req.ip, app.now());
        throw new AppError('ERR_INVALID_CREDENTIALS');
      }
      if (!user.verified) throw new AppError('ERR_ACCOUNT_NOT_VERIFIED');
      if (!user.active) throw new AppError('ERR_ACCOUNT_INACTIVE');
      await clearWrongPasswords(db, email, req.ip);
      return { data: sessionUser(user), authToken: await app.signToken(user, { remember: b.rememberMe }) };
    });
  }

  const logout = endpointRoute(app, endpoints.logout, { ...docs, summary: 'Sign out: every token of the user stops working' });
  app.post(logout.url, logout.options, async (req) => {
    await bumpTokenVersion(db, req.user!.id);
    endUserSessions(app, req.user!.id);
    return { message: 'You are logged out.' };
  });
}
