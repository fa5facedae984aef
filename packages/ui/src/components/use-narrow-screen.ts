import { useCallback, useSyncExternalStore } from 'react';

/** Below Chakra's `md` (768 px) or `lg` (1024 px) breakpoint. */
export const narrowScreenQueries = { md: '(max-width: 767.98px)', lg: '(max-width: 1023.98px)' } as const;

/**
 * Whether the window is narrower than the breakpoint (phones below `md`), following resizes. Asked as a max-width
 * query so that a window without media queries (jsdom's stub answers false) gets the desk layout.
 */
export function useNarrowScreen(below: keyof typeof narrowScreenQueries = 'md'): boolean {
  const query = narrowScreenQueries[below];
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
    () => false,
  );
}
