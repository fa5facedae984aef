import { useSyncExternalStore } from 'react';

// single-spa fires its routing event after every navigation (pushState, replaceState, popstate).
const events = ['single-spa:routing-event', 'popstate'] as const;

function subscribe(onChange: () => void): () => void {
  for (const e of events) window.addEventListener(e, onChange);
  return () => {
    for (const e of events) window.removeEventListener(e, onChange);
  };
}

/** The current location's pathname, re-rendering on every navigation. */
export const usePathname = (): string => useSyncExternalStore(subscribe, () => window.location.pathname);
