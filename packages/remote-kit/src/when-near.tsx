import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@xchange/ui';

export interface WhenNearProps {
  children: ReactNode;
  /** The height the content will take, kept by the placeholder so nothing below it moves when it mounts. */
  minH: string | Record<string, string>;
  /** How far outside the viewport the placeholder starts the mount. */
  margin?: string;
}

/**
 * Mounts `children` only when their place comes near the viewport, so a page's first render (and its long task)
 * covers only what the first screen shows; what lies below the fold renders as the visitor scrolls towards it.
 * Without IntersectionObserver the children mount at once.
 */
export function WhenNear({ children, minH, margin = '400px 0px' }: WhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    const watch = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: margin });
    watch.observe(el);
    return () => watch.disconnect();
  }, [near, margin]);
  return near ? children : <Box ref={place} minH={minH} aria-hidden="true" />;
}
