import { SignJWT, jwtVerify } from 'jose';
import { type UserType, userTypes } from '@xchange/contract';

export const tokenIssuer = 'xchange-api';
export const tokenAudience = 'xchange';
export const sessionTtl = { normal: '12h', remember: '30d' } as const;

export interface TokenClaims {
  sub: string;
  role: UserType;
  tv: number;
}

export interface TokenSubject {
  id: number;
  role: UserType;
  tokenVersion: number;
}

/** Keyed signer/verifier: HS256 only, issuer and audience pinned, 12 h or 30 days with Remember Me. */
export function createTokenKeys(secret: string) {
  const key = new TextEncoder().encode(secret);
  if (key.byteLength < 32) throw new Error('The JWT secret must be at least 32 bytes long.');
  return {
    sign(user: TokenSubject, opts: { remember?: boolean } = {}): Promise<string> {
      return new SignJWT({ role: user.role, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt()
        .setExpirationTime(opts.remember ? sessionTtl.remember : sessionTtl.normal)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims> {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: tokenIssuer,
        audience: tokenAudience,
        clockTolerance: 5,
      });
      const { sub, role, tv } = payload as Partial<TokenClaims>;
      if (!sub || !/^\d+$/.test(sub) || typeof tv !== 'number' || !userTypes.includes(role as UserType)) {
        throw new Error('Token claims are incomplete.');
      }
      return { sub, role: role as UserType, tv };
    },
  };
}
export type TokenKeys = ReturnType<typeof createTokenKeys>;
