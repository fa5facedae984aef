import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * The signed-in caller of a public call, or null. A missing, expired or revoked token makes the caller a visitor:
 * browsing the shop must not fail because an old session lingers in the browser.
 */
export async function optionalUser(app: FastifyInstance, req: FastifyRequest): Promise<AuthUser | null> {
  if (!req.headers.authorization) return null;
  try {
    await app.requireAuth(req);
  } catch {
    return null;
  }
  return req.user;
}
