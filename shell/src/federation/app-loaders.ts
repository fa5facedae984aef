import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames } from '@xchange/contract/core';
import type { RemoteName } from '@xchange/contract';
import type { Lifecycles } from './lifecycles';

/**
 * A remote's './app' lifecycles through the federation runtime, from the manifest remotes.json names (runtime plugins:
 * remote-map, retry, fallback). A remote that cannot load comes back as lifecycles showing the unavailable panel.
 */
export async function loadApp(name: RemoteName): Promise<Lifecycles> {
  const app = await loadRemote<Lifecycles>(`${name}/app`);
  if (!app) throw new Error(`remote "${name}" has no ./app`);
  return app;
}

/** How single-spa loads each remote (the one-app build swaps this file for app-loaders.static.ts). */
export const appLoaders = Object.fromEntries(remoteNames.map((name) => [name, () => loadApp(name)])) as Record<
  RemoteName,
  () => Promise<Lifecycles>
>;
