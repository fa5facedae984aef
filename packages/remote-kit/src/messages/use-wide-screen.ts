import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint: below it the inbox shows the list and the open thread as two steps. */
export const wideScreenQuery = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(wideScreenQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Whether the window is at least 768 px wide, following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideScreenQuery).matches,
    () => true,
  );
}
