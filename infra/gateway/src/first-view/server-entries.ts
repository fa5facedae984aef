import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { DistRoots } from '../paths.ts';
import { remoteFolderOf } from '../remote-folder.ts';
import { siteOrigin } from '../preload/preload-tags.ts';
import { findStaticFile } from '../static-file.ts';

/** What a remote's server entry returns for a page (@xchange/remote-kit's FirstView). */
export interface FirstView {
  html: string;
  stateTag: string;
}

/** A remote's server entry, `server/server.cjs` of its build (packages/config/webpack.cjs, serverConfig). */
export interface ServerEntry {
  renderFirstView(request: {
    url: string;
    apiBase: string;
    fetch: typeof fetch;
    narrow: boolean;
    /** The remote's folder as the page addresses it, where its imported files are. */
    assetsBase: string;
  }): Promise<FirstView | null>;
}

/** Where a build keeps its server entry; never served to browsers (site-routes.ts). */
export const serverEntryFile = 'server/server.cjs';

const isServerEntry = (value: unknown): value is ServerEntry => typeof (value as ServerEntry | null)?.renderFirstView === 'function';

/**
 * Loads the server entry of the build a remote's manifest URL (from remotes.json) belongs to: a release's (its folder
 * never changes) or the checkout's build (reloaded when rebuilt). Null for a remote without one, on another origin (a
 * developer's server) or whose file does not load.
 */
export function serverEntries(dist: DistRoots, onError: (error: unknown, file: string) => void) {
  const require = createRequire(import.meta.url);
  const loaded = new Map<string, { mtimeMs: number; entry: ServerEntry | null }>();

  return async (manifestUrl: string): Promise<ServerEntry | null> => {
    const url = new URL(manifestUrl, `${siteOrigin}/`);
    if (url.origin !== siteOrigin) return null;
    const local = remoteFolderOf(url.pathname, dist);
    const file = local ? await findStaticFile(local.root, serverEntryFile) : null;
    if (!file) return null;
    const { mtimeMs } = await stat(file);
    const known = loaded.get(file);
    if (known?.mtimeMs === mtimeMs) return known.entry;
    delete require.cache[file];
    let entry: ServerEntry | null = null;
    try {
      const value: unknown = require(file);
      entry = isServerEntry(value) ? value : null;
      if (!entry) onError(new Error('it exports no renderFirstView function'), file);
    } catch (error) {
      onError(error, file);
    }
    loaded.set(file, { mtimeMs, entry });
    return entry;
  };
}
