import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@xchange/contract';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { createTokenKeys, type TokenSubject } from '../lib/tokens.ts';
import { registerApiKeyGate } from './api-key-gate.ts';

export interface AuthUser {
  id: number;
  role: UserType;
  email: string;
  firstname: string;
  lastname: string;
  tokenVersion: number;
}

type AuthHook = (req: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    signToken(user: TokenSubject, opts?: { remember?: boolean }): Promise<string>;
    /** Hook (onRequest or preHandler) that answers 401 unless a valid, current token is sent. */
    requireAuth: AuthHook;
    /** Hook that answers 401 without a valid token and 403 for any other role. */
    requireRole(...roles: UserType[]): AuthHook;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const bearer = (req: FastifyRequest): string | undefined => {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h.trim()) : null;
  return m?.[1];
};

/** Ownership check: another user's object answers 404 (existence hidden) unless `reveal` asks for 403. */
export function assertOwner(ownerId: number | null | undefined, user: AuthUser | null, opts: { reveal?: boolean } = {}): void {
  if (!user) throw new AppError('ERR_UNAUTHENTICATED');
  if (ownerId === user.id) return;
  throw new AppError(opts.reveal ? 'ERR_FORBIDDEN' : 'ERR_NOT_FOUND');
}

async function authPlugin(app: FastifyInstance, opts: { db: Db; jwtSecret: string }) {
  const keys = createTokenKeys(opts.jwtSecret);
  app.decorateRequest('user', null);
  app.decorate('signToken', (user: TokenSubject, o?: { remember?: boolean }) => keys.sign(user, o));
  registerApiKeyGate(app, opts.db);

  async function authenticate(req: FastifyRequest): Promise<AuthUser> {
    if (req.user) return req.user;
    const token = bearer(req);
    if (!token) throw new AppError('ERR_UNAUTHENTICATED');
    const claims = await keys.verify(token).catch(() => {
      throw new AppError('ERR_UNAUTHENTICATED');
    });
    const [row] = await opts.db
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        tokenVersion: users.tokenVersion,
        active: users.active,
      })
      .from(users)
      .where(eq(users.id, Number(claims.sub)))
      .limit(1);
    // a changed password or logout bumps token_version; a role change or deactivation ends the session too.
    // Deactivation bumps token_version as well: its own reason comes first, so the user is told why.
    if (row && row.role === claims.role && !row.active) throw new AppError('ERR_ACCOUNT_DEACTIVATED');
    if (!row || row.role !== claims.role || row.tokenVersion !== claims.tv) {
      throw new AppError('ERR_UNAUTHENTICATED');
    }
    const { active: _active, ...user } = row;
    req.user = user;
    return user;
  }

  app.decorate('requireAuth', async function (req: FastifyRequest) {
    await authenticate(req);
  });
  app.decorate(
    'requireRole',
    (...roles: UserType[]) =>
      async function (req: FastifyRequest) {
        const user = await authenticate(req);
        if (!roles.includes(user.role)) throw new AppError('ERR_FORBIDDEN');
      },
  );
}

export default fp(authPlugin, { name: 'xchange-auth' });
