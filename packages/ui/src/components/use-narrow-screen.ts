import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** Below Chakra's `md` (768 px) or `lg` (1024 px) breakpoint. */
export const narrowScreenQueries = { md: '(max-width: 767.98px)', lg: '(max-width: 1023.98px)' } as const;

/**
 * What a server knew of the screen when it rendered the page: a phone (narrow below both breakpoints) or not. The
 * server's render and the browser's hydrating render draw that layout; the window's own answer follows right after.
 */
const ServerScreen = createContext<{ narrow: boolean }>({ narrow: false });

export function ServerScreenProvider({ narrow, children }: { narrow: boolean; children: ReactNode }) {
  return createElement(ServerScreen.Provider, { value: narrow ? phone : desk }, children);
}
const phone = { narrow: true };
const desk = { narrow: false };

/**
 * Whether the window is narrower than the breakpoint (phones below `md`), following resizes. Asked as a max-width
 * query so that a window without media queries (jsdom's stub answers false) gets the desk layout.
 */
export function useNarrowScreen(below: keyof typeof narrowScreenQueries = 'md'): boolean {
  const query = narrowScreenQueries[below];
  const server = useContext(ServerScreen).narrow;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => server,
  );
}
