import { matchRoute, normalizePath, type RouteEntry } from './route-table';
import type { UserType } from '../shell/session';
import { loginPathReturningTo } from './return-path';

export interface GuardInput {
  pathname: string;
  /** Stored type when token and data both exist (signed in), else null. */
  signedInAs: UserType | null;
  /** false = coming-soon launch gate of docs/architecture.md §6 is on. */
  launched: boolean;
}

export type GuardDecision = { kind: 'render'; route: RouteEntry } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/** Paths a visitor may open while the launch gate is on (docs/product.md §2.8); an alert mail's unsubscribe link works always. */
const openBeforeLaunch = (path: string) =>
  path === '/' ||
  path === '/loginpage' ||
  path === '/xchangeShop' ||
  path === '/cart' ||
  path === '/unsubscribe' ||
  path.includes('/admin');

/**
 * docs/product.md §2.8: wrong stored type → /loginpage; before launch, visitors only reach the open paths. A visitor on a buyer
 * page is sent there with the page to come back to, which the login form follows for a buyer.
 */
export function guardRoute({ pathname, signedInAs, launched }: GuardInput): GuardDecision {
  const path = normalizePath(pathname);
  if (!launched && !signedInAs && !openBeforeLaunch(path)) return { kind: 'redirect', to: '/' };
  const route = matchRoute(path);
  if (!route) return { kind: 'not-found' };
  switch (route.access) {
    case 'public':
      return { kind: 'render', route };
    case 'guest-or-buyer':
      return signedInAs === null || signedInAs === 'buyer' ? { kind: 'render', route } : { kind: 'redirect', to: '/loginpage' };
    default:
      if (signedInAs === route.access) return { kind: 'render', route };
      return { kind: 'redirect', to: signedInAs === null && route.access === 'buyer' ? loginPathReturningTo(path) : '/loginpage' };
  }
}
