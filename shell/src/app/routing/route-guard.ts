import { triggerAppChange } from 'single-spa';
import { guardRoute, remoteNames, signedInAs } from '@xchange/contract/core';
import type { GuardDecision, SessionStore } from '@xchange/contract';
import { pageTitle } from './page-titles';
import { isActive, slotOf } from './register-remotes';

export interface RouteGuardOptions {
  session: SessionStore;
  launched: boolean;
  /** Shows (true) or hides the shell's own 404 page. */
  showNotFound: (visible: boolean) => void;
}

/** The guard's decision for a path with the current session (docs/product.md §2.8). */
export const decisionFor =
  (session: SessionStore, launched: boolean) =>
  (pathname: string): GuardDecision =>
    guardRoute({ pathname, signedInAs: signedInAs(session.getState()), launched });

/**
 * Applies the guard before single-spa changes apps: redirects with replaceState (single-spa reroutes on it),
 * shows only the active remote's slot or the 404 page, and sets a default title the remote may refine.
 */
export function installRouteGuard({ session, launched, showNotFound }: RouteGuardOptions): () => void {
  const decide = decisionFor(session, launched);
  let lastPath = window.location.pathname;
  const apply = (event?: Event) => {
    const pathname = window.location.pathname;
    const decision = decide(pathname);
    if (decision.kind === 'redirect') {
      window.history.replaceState(window.history.state, '', decision.to);
      return;
    }
    // A link to another page starts at its top; back and forward keep the browser's own scrolling.
    const trigger = (event as CustomEvent<{ originalEvent?: { singleSpaTrigger?: string } }> | undefined)?.detail?.originalEvent
      ?.singleSpaTrigger;
    if (pathname !== lastPath && trigger === 'pushState') window.scrollTo(0, 0);
    lastPath = pathname;
    for (const name of remoteNames) {
      const slot = slotOf(name);
      if (slot) slot.hidden = !isActive(decision, name);
    }
    showNotFound(decision.kind === 'not-found');
    document.title = pageTitle(decision.kind === 'render' ? decision.route.path : null);
  };
  window.addEventListener('single-spa:before-routing-event', apply);
  // Signing in or out (here or in another tab) can change what the current path may show.
  const unsubscribe = session.subscribe((next, prev) => {
    if (signedInAs(next) !== signedInAs(prev)) void triggerAppChange();
  });
  apply();
  return () => {
    window.removeEventListener('single-spa:before-routing-event', apply);
    unsubscribe();
  };
}
