import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteMapInForce, type RemoteMap } from './remote-map';

/**
 * Registers every remote of the map in force (remotes.json as the gateway inlined it, with a developer's overrides) as a
 * manifest remote before the runtime starts, so releasing or rolling back a remote is one line of remotes.json and
 * never a shell rebuild. The Module Federation devtools' proxy rewrites these entries afterwards (beforeRegisterRemote).
 */
export default function remoteMapPlugin({ devRemotes = {} }: { devRemotes?: RemoteMap } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'xchange-remote-map',
    beforeInit(args) {
      const map = remoteMapInForce(devRemotes);
      const known = new Set((args.userOptions.remotes ?? []).map((remote) => remote.name));
      const added = Object.entries(map)
        .filter(([name]) => !known.has(name))
        .map(([name, entry]) => ({ name, entry }));
      args.userOptions.remotes = [...(args.userOptions.remotes ?? []), ...added];
      return args;
    },
  };
}
