import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@xchange/ui';

export interface BelowTheFoldProps {
  children: ReactNode;
  /** The height the content will take, kept by the placeholder so nothing below it moves when it mounts. */
  minH: string | Record<string, string>;
  /** How far outside the viewport the placeholder starts the mount. */
  margin?: string;
}

/** The longest a deferred part waits for an idle moment after the page's first render. */
const idleTimeoutMs = 2000;

/**
 * Mounts `children` after the page's first render instead of in it: when the browser is next idle or when their
 * place comes near the viewport, whichever is first. The first render (and its long task) then covers what the first
 * screen shows, while landmarks, find-in-page and screen readers still reach the content moments later without
 * scrolling. Without IntersectionObserver the children mount at once.
 */
export function BelowTheFold({ children, minH, margin = '400px 0px' }: BelowTheFoldProps) {
  const [mounted, setMounted] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (mounted || !el) return;
    const mount = () => setMounted(true);
    const watch = new IntersectionObserver(([entry]) => entry?.isIntersecting && mount(), { rootMargin: margin });
    watch.observe(el);
    let cancelIdle: () => void;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(mount, { timeout: idleTimeoutMs });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(mount, idleTimeoutMs);
      cancelIdle = () => window.clearTimeout(id);
    }
    return () => {
      watch.disconnect();
      cancelIdle();
    };
  }, [mounted, margin]);
  return mounted ? children : <Box ref={place} minH={minH} aria-hidden="true" />;
}
