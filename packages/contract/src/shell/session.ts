import type * as v from 'valibot';
import type { StoreApi } from 'zustand';
import type { sessionUserSchema } from '../profile/profile';

export type UserType = 'buyer' | 'seller' | 'admin';
export const userTypes: readonly UserType[] = ['buyer', 'seller', 'admin'];

/** The signed-in user's stored profile ('data' in localStorage, docs/product.md §3); fields vary by type. */
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

/** localStorage keys of docs/product.md §3. */
export const storageKeys = { token: 'token', data: 'data', type: 'type' } as const;

/** Cookies written on "Remember Me" sign-in (docs/product.md §4); the gateway reads the token's to tell a signed-in user. */
export const rememberCookies = { token: 'token', remember: 'isRemember' } as const;

export interface SessionState {
  /** 'Bearer …' exactly as stored. */
  token: string | null;
  data: SessionUser | null;
  type: UserType | null;
  signIn: (input: { authToken: string; data: SessionUser; type: UserType; remember?: boolean }) => void;
  /** Replaces the stored profile after a profile update. */
  updateData: (data: SessionUser) => void;
  signOut: () => void;
}

export type SessionStore = StoreApi<SessionState>;

/** Signed in when both token and data exist (docs/product.md §3). */
export const signedInAs = (s: Pick<SessionState, 'token' | 'data' | 'type'>): UserType | null =>
  s.token && s.data && s.type ? s.type : null;

/** The name a header greets the user with: first and last name, else the admin name or email. */
export const displayName = (u: SessionUser | null): string =>
  u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.name || u.username || '' : '';
