import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

/**
 * Names of the lazy parts a server render drew (render-first-view.tsx provides the set). The browser loads their code
 * before it hydrates: React hydrates a Suspense boundary whose code has not arrived only once it has, and a click on
 * it until then is dropped.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

/** This remote's parts by name, as their modules declare them; a part declared inside another's code joins when it loads. */
const parts = new Map<string, () => Promise<unknown>>();

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code loads when first drawn (React.lazy), under a name unique in its remote so that a server
 * render can say it drew it. Once its code is here it renders directly, without suspending; it must sit under a
 * Suspense boundary for the first time it is drawn without.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    useContext(RenderedParts)?.add(name);
    // chosen once per instance: switching from the lazy wrapper to the component would remount it
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Drawn {...props} />;
  }
  Part.displayName = `LazyPart(${name})`;
  parts.set(name, preload);
  return Object.assign(Part, { preload });
}

/**
 * Loads the code of the parts a server render drew (by name), those declared in code that loads on the way too.
 * Never rejects: a part that fails to load suspends as any lazy code would, and its boundary shows what it shows then.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const ready = names.filter((name) => !done.has(name) && parts.has(name));
    if (!ready.length) return;
    await Promise.all(ready.map((name) => parts.get(name)!().catch(() => undefined)));
    for (const name of ready) done.add(name);
  }
}
