/** Query parameter of /loginpage naming where a visitor goes back to after logging in (e.g. checkout). */
export const loginReturnParam = 'returnTo';

/** /loginpage carrying the path to come back to after login. */
export const loginPathReturningTo = (path: string): string => `/loginpage?${loginReturnParam}=${encodeURIComponent(path)}`;

/** The return path of a login page address, only when it is a path on this site (never another origin). */
export function safeReturnPath(search: string): string | null {
  const value = new URLSearchParams(search).get(loginReturnParam);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
