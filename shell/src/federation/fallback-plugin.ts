import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { XchangeEvents, XchangeEventName } from '@xchange/contract';
import { fallbackLifecycles } from './fallback-lifecycles';

// Runtime plugins load eagerly with main.js: no value imports of shared modules (React, contract) here.
const remoteLoadFailed = 'xchange:remote-load-failed' satisfies XchangeEventName;

/** Turns a remote that cannot load into fallback lifecycles, so the rest of the site keeps working. */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'xchange-remote-fallback',
    errorLoadRemote(args) {
      // The manifest failure is reported first at 'afterResolve' (wants a manifest); only 'onLoad' takes a module.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = args.remote?.name ?? String(args.id).split('/')[0] ?? String(args.id);
      console.warn(`[shell] remote "${remote}" is unavailable:`, args.error);
      const detail: XchangeEvents[typeof remoteLoadFailed] = { remote };
      window.dispatchEvent(new CustomEvent(remoteLoadFailed, { detail }));
      const mod = fallbackLifecycles();
      // webpack's import('x/app') asks with from 'build' and expects a module factory.
      return args.from === 'build' ? () => mod : mod;
    },
  };
}
