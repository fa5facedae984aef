import { navigateToUrl } from 'single-spa';
import { createApiClient } from '@xchange/api-client';
import { serverRenderedMark } from '@xchange/contract/core';
import type { CartStore, Notice, SessionStore, ShellContext } from '@xchange/contract';
import { startEarlyRequests } from './early-requests';
import type { SiteConfig } from './site-config';

/** Cross-remote navigation: a push through single-spa, or a replace that single-spa also reroutes on. */
export function navigate(to: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.history.replaceState(window.history.state, '', to);
  else navigateToUrl(to);
}

/** The services every remote receives as single-spa customProps. */
export function createShellContext(deps: {
  session: SessionStore;
  cart: CartStore;
  notify: (n: Notice) => void;
  config: SiteConfig;
  /** Whether the page the shell opened on renders (the guard may send it elsewhere): only then are its requests started. */
  opensOnPage?: boolean;
}): ShellContext {
  const { session, cart, notify, config } = deps;
  const api = createApiClient({
    ...(config.appToken ? { appToken: config.appToken } : {}),
    getToken: () => session.getState().token,
    onNotice: notify,
    // docs/product.md §4/§8: an expired session is cleared and the user goes to the site root.
    onLoginRequired: () => {
      session.getState().signOut();
      navigate('/');
    },
  });
  // A first view the gateway rendered came with its answers, which its remote hydrates from: nothing to ask early.
  const early = deps.opensOnPage && !document.querySelector(`[${serverRenderedMark}]`);
  const takeEarly = startEarlyRequests(api, early ? window.location : { pathname: '', search: '' });
  return { session, cart, notify, navigate, api, launched: config.launched, takeEarly };
}
