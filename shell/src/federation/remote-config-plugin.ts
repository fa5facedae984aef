import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readRemoteOverrides, resolveRemoteMap } from './remote-overrides';

declare global {
  interface Window {
    /** remotes.json as inlined by the gateway: remote name → mf-manifest.json URL. */
    __XCHANGE_REMOTES__?: Record<string, string>;
  }
}

// Overrides are a developer tool: honoured in development builds and on a local machine only.
const overridesAllowed = () =>
  process.env.NODE_ENV !== 'production' || ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Applies the deployed remote map before the federation runtime starts, so releasing or rolling back a remote is
 * one line of remotes.json and never a shell rebuild. Build-time URLs stay as the development default.
 */
export default function remoteConfigPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'xchange-remote-config',
    beforeInit(args) {
      let overrides = {};
      try {
        overrides = readRemoteOverrides(window.localStorage);
      } catch {
        // storage blocked (privacy mode): the deployed map still applies
      }
      const map = resolveRemoteMap(window.__XCHANGE_REMOTES__, overrides, overridesAllowed());
      const remotes = args.userOptions.remotes;
      if (!remotes || Object.keys(map).length === 0) return args;
      args.userOptions.remotes = remotes.map((remote) => {
        const url = map[remote.name];
        return url ? { ...remote, entry: absolute(url) } : remote;
      });
      return args;
    },
  };
}
