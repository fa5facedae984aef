import type { FastifyInstance } from 'fastify';
import { createAuthContext } from './auth-context.ts';
import { loginRoutes } from './login-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { signupRoutes } from './signup-routes.ts';

/** Accounts (issue 3): sign-up with an emailed code, login for three types, logout, password reset and change. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = createAuthContext(app);
  await app.register(signupRoutes, { ctx });
  await app.register(loginRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
}
