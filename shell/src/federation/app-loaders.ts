import { emit, eventNames, remoteNames, type RemoteName } from '@xchange/contract';
import { fallbackLifecycles } from './fallback-lifecycles';
import type { Lifecycles } from './lifecycles';
import { loadRemoteModule, pageEnvironment, type LoadEnvironment } from './load-container';
import { remoteMapInForce } from './remote-map';

const isLifecycles = (m: unknown): m is Lifecycles =>
  typeof m === 'object' &&
  m !== null &&
  ['bootstrap', 'mount', 'unmount'].every((k) => typeof (m as Record<string, unknown>)[k] === 'function');

/**
 * A remote's './app' lifecycles, loaded through its container from the URL remotes.json gives it. A remote that cannot
 * load gets lifecycles showing the unavailable panel, and the failure is announced, so the rest of the site keeps working.
 */
export async function loadApp(name: RemoteName, env: LoadEnvironment = pageEnvironment(), win: Window = window): Promise<Lifecycles> {
  try {
    const url = remoteMapInForce(win)[name];
    if (!url) throw new Error('remotes.json names no URL for it');
    const app = await loadRemoteModule(url, './app', env);
    if (!isLifecycles(app)) throw new Error('its ./app exports no single-spa lifecycles');
    return app;
  } catch (error) {
    console.warn(`[shell] remote "${name}" is unavailable:`, error);
    emit(eventNames.remoteLoadFailed, { remote: name });
    return fallbackLifecycles();
  }
}

/** How single-spa loads each remote (the one-app build swaps this file for app-loaders.static.ts). */
export const appLoaders = Object.fromEntries(remoteNames.map((name) => [name, () => loadApp(name)])) as Record<
  RemoteName,
  () => Promise<Lifecycles>
>;
