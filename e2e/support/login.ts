import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse, UserType } from '@xchange/contract';

/** Seeded demo logins (README); buyer3 is the one whose password the suites change and restore. */
export const demo = {
  admin: { type: 'admin', username: 'admin@demo.test', password: 'Admin#2024pass' },
  seller: { type: 'seller', username: 'seller@demo.test', password: 'Seller#2024pass' },
  buyer: { type: 'buyer', username: 'buyer@demo.test', password: 'Buyer#2024pass' },
  buyer3: { type: 'buyer', username: 'buyer3@demo.test', password: 'Buyer#2024pass' },
} as const satisfies Record<string, Account>;

export interface Account {
  type: UserType;
  username: string;
  password: string;
}

/** POST /api/v1/auth/{type}; fails the test unless the login is accepted. */
export async function apiLogin(request: APIRequestContext, account: Account): Promise<AuthResponse> {
  const response = await request.post(`/api/v1/auth/${account.type}`, { data: { ...account } });
  expect(response.status(), `login of ${account.username}`).toBe(200);
  return (await response.json()) as AuthResponse;
}

/** The stored bearer header of a login answer. */
export const bearerOf = (auth: AuthResponse): string =>
  auth.authToken.startsWith('Bearer ') ? auth.authToken : `Bearer ${auth.authToken}`;

/** Stores a login answer in localStorage as the shell does (docs/product.md §3: data, 'Bearer ' token, type), once per page. */
export async function storeAuth(page: Page, auth: AuthResponse, type: UserType): Promise<void> {
  await page.addInitScript(
    ([token, data, t]) => {
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('data', data);
      window.localStorage.setItem('type', t);
    },
    [bearerOf(auth), JSON.stringify(auth.data), type] as const,
  );
}

/** Logs in through the API (POST /api/v1/auth/{type}) and stores the session as the shell does. */
export async function signIn(page: Page, account: Account): Promise<AuthResponse> {
  const auth = await apiLogin(page.request, account);
  await storeAuth(page, auth, account.type);
  return auth;
}

/** Sets a password back through the role's change-password call (after a suite changed it). */
export async function restorePassword(request: APIRequestContext, account: Account, current: string): Promise<void> {
  const login = await request.post(`/api/v1/auth/${account.type}`, { data: { ...account, password: current } });
  if (login.status() !== 200) return; // never changed, or already restored
  const auth = (await login.json()) as AuthResponse;
  const body = { oldPassword: current, newPassword: account.password, confirmPassword: account.password, id: auth.data.id };
  const path = account.type === 'admin' ? 'admin/admin-change-password' : `auth/${account.type}-change-password`;
  const data = account.type === 'admin' ? body : { ...body, accountType: account.type === 'buyer' ? 'Buyer' : 'Seller' };
  const response = await request.post(`/api/v1/${path}`, { data, headers: { Authorization: bearerOf(auth) } });
  expect(response.status(), `restoring the password of ${account.username}`).toBe(200);
}

/** Accounts the frame checks sign in with: none of the suites changes their passwords, except the admin's (restored). */
const frameAccounts: Record<UserType, Account> = {
  buyer: { type: 'buyer', username: 'buyer2@demo.test', password: 'Buyer#2024pass' },
  seller: { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' },
  admin: demo.admin,
};
const profilePaths: Record<UserType, string> = {
  buyer: 'buyerprofile/get-profile',
  seller: 'sellerprofile/get-profile',
  admin: 'admin/get-adminProfile',
};
// One login per type and worker: logins are rate-limited per IP.
const sessions = new Map<UserType, AuthResponse>();

/** A real session of a demo account of `type`, reused while its token is still accepted. */
export async function demoSession(request: APIRequestContext, type: UserType): Promise<AuthResponse> {
  const cached = sessions.get(type);
  if (cached) {
    const check = await request.get(`/api/v1/${profilePaths[type]}`, { headers: { Authorization: bearerOf(cached) } });
    if (check.ok()) return cached;
  }
  let auth: AuthResponse | undefined;
  // Another suite may be changing the admin's password right now (it ends other sessions): retry for a while.
  await expect
    .poll(
      async () => {
        const response = await request.post(`/api/v1/auth/${type}`, { data: { ...frameAccounts[type] } });
        if (response.status() === 200) auth = (await response.json()) as AuthResponse;
        return Boolean(auth);
      },
      { message: `a ${type} login`, timeout: 30_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true);
  sessions.set(type, auth!);
  return auth!;
}

/** Stores a real demo session of `type` in localStorage before the first page script runs. */
export async function storeDemoSession(page: Page, type: UserType): Promise<void> {
  await storeAuth(page, await demoSession(page.request, type), type);
}
