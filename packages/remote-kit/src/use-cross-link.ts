import type { MouseEvent } from 'react';
import { useNavigateAcross } from './hooks';

/** href + onClick for a link to another remote: a real link for the browser, a single-spa navigation on a plain click. */
export function useCrossLink(to: string): { href: string; onClick: (e: MouseEvent<HTMLElement>) => void } {
  const navigate = useNavigateAcross();
  return {
    href: to,
    onClick: (e) => {
      // Modified clicks (new tab, new window) keep the browser's own behaviour.
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(to);
    },
  };
}
