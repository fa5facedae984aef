import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { globalStylesLinkAttribute, globalStylesVersion } from './global-styles-link';
import { system } from './system';

// Chakra's provider writes the whole global stylesheet (reset, global rules and every token as a CSS variable) with an
// Emotion <Global> each time it mounts, serialized, hashed and inserted again by every React root of the page (header,
// footer, the remote). One root writes it; the others share it through the page's one Emotion cache and get the same
// system without it. The system's other parts come from the real one by its prototype.
const withoutGlobals = Object.create(system, { _global: { value: [] } }) as typeof system;

// The shell's page links the stylesheet this ui version rendered at build time (global-stylesheet.ts): then no root
// writes it, and the system never builds it. A page without it (a remote's own dev server, a test) has a root write it.
// A server render has no document: the page it goes into is the shell's, which links it.
const linksGlobalStyles = () =>
  typeof document === 'undefined' ||
  document.querySelector(`link[${globalStylesLinkAttribute}]`)?.getAttribute(globalStylesLinkAttribute) === globalStylesVersion;

let owner: symbol | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const ownerNow = () => owner;
const setOwner = (next: symbol | null) => {
  owner = next;
  for (const listener of listeners) listener();
};

/** The first root mounted writes the global styles for the page; when it unmounts, another mounted root takes them over. */
function WritingUiProvider({ children }: { children: ReactNode }) {
  const [id] = useState(() => Symbol('ui-provider'));
  const current = useSyncExternalStore(subscribe, ownerNow, ownerNow);
  // Claims the styles when nobody writes them (at mount, or when their root has gone), before the page paints.
  useLayoutEffect(() => {
    if (current === null && ownerNow() === null) setOwner(id);
  }, [current, id]);
  useLayoutEffect(
    () => () => {
      if (ownerNow() === id) setOwner(null);
    },
    [id],
  );
  return <ChakraProvider value={current === null || current === id ? system : withoutGlobals}>{children}</ChakraProvider>;
}

/**
 * Wraps a React root in the Xchange system; every single-spa root needs its own (context does not cross roots). The
 * page's global styles come from its linked stylesheet, else from the first root mounted.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const [linked] = useState(linksGlobalStyles);
  if (linked) return <ChakraProvider value={withoutGlobals}>{children}</ChakraProvider>;
  return <WritingUiProvider>{children}</WritingUiProvider>;
}
