import type { StoreApi } from 'zustand';

export type UserType = 'buyer' | 'seller' | 'admin';
export const userTypes: readonly UserType[] = ['buyer', 'seller', 'admin'];

/** The signed-in user's stored profile ('data' in localStorage, SPEC §3); fields vary by type. */
export interface SessionUser {
  id: number;
  username?: string;
  firstname?: string;
  lastname?: string;
  company?: string;
  phone?: string;
  address?: string;
  profilePhoto?: string | null;
  /** Admin profile fields. */
  name?: string;
  authuser?: string;
}

/** localStorage keys of SPEC §3. */
export const storageKeys = { token: 'token', data: 'data', type: 'type' } as const;

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

/** Signed in when both token and data exist (SPEC §3). */
export const signedInAs = (s: Pick<SessionState, 'token' | 'data' | 'type'>): UserType | null =>
  s.token && s.data && s.type ? s.type : null;

export const displayName = (u: SessionUser | null): string =>
  u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.name || u.username || '' : '';
