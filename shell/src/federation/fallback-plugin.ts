import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { XchangeEventName, XchangeEvents } from '@xchange/contract';
import { fallbackLifecycles } from './fallback-lifecycles';

// Runtime plugins are bundled into main.js, before sharing starts: only type imports of shared modules here.
const remoteLoadFailed = 'xchange:remote-load-failed' satisfies XchangeEventName;

/** The remote a request id like 'shop/app' names. */
const remoteOf = (id: string) => id.split('/')[0] ?? id;

/**
 * A remote that cannot load (manifest, entry, module or a remote remotes.json does not name) gets single-spa
 * lifecycles showing the unavailable panel in its slot, and the failure is announced; the rest of the site keeps working.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'xchange-remote-fallback',
    errorLoadRemote(args) {
      // Every failure ends at 'onLoad', the one stage that takes a module; earlier stages would want a manifest.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = args.remote?.name ?? remoteOf(String(args.id));
      console.warn(`[shell] remote "${remote}" is unavailable:`, args.error);
      const detail: XchangeEvents[typeof remoteLoadFailed] = { remote };
      window.dispatchEvent(new CustomEvent(remoteLoadFailed, { detail }));
      const lifecycles = fallbackLifecycles();
      // An import('<remote>/app') compiled by webpack asks from 'build' and expects a factory; loadRemote the module.
      return args.from === 'build' ? () => lifecycles : lifecycles;
    },
  };
}
