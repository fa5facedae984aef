import path from 'node:path';
import { matchRoute } from '@xchange/contract';
import type { DistRoots } from '../paths.ts';
import { remoteFolderOf } from '../remote-folder.ts';
import type { RemoteMap } from '../remote-map.ts';
import { findStaticFile } from '../static-file.ts';
import { jsonFileReader, jsonUrlReader } from './json-files.ts';
import { siteOrigin, type Preload } from './preload-tags.ts';
import { remoteFilesOf } from './remote-files.ts';

/** startup.json of a build (packages/config/startup-files.cjs). */
interface StartupFiles {
  /** The shell: the files its bootstrap needs. */
  startup?: string[];
  /** A remote: the shared modules each exposed module consumes as it loads. */
  exposes?: Record<string, { consumes?: string[] }>;
  /** Each shared module the build provides: its copy's files, and the shared modules that copy consumes. */
  shared?: Record<string, { js?: string[]; consumes?: string[] }>;
  /** Only in a build that bundles the remotes (the one-app build): each remote's chunk files. */
  remotes?: Record<string, string[]>;
}

const scripts = (files: string[] | undefined, base = `${siteOrigin}/`): Preload[] =>
  (files ?? []).map((file) => ({ href: new URL(file, base).href, as: 'script' }));

/**
 * What a page at `pathname` will load, for the gateway to preload with its HTML: the shell's startup scripts, then the
 * route's remote (its manifest, remoteEntry.js and ./app's scripts, read from the manifest remotes.json names) and the
 * shared modules ./app consumes (the shell's copies, which loaded-first sharing hands it, or the remote's own when the
 * shell provides none), so the browser fetches them side by side instead of one after another (HTML → main.js →
 * manifest → entry → chunks → shared chunks).
 */
export function routePreloads(
  dist: DistRoots,
  { fetcher }: { fetcher?: typeof fetch } = {},
): (pathname: string, remotes: RemoteMap) => Promise<Preload[]> {
  const readFileJson = jsonFileReader();
  const readUrlJson = jsonUrlReader(fetcher ? { fetcher } : {});

  /** A JSON file of a remote (its manifest, its startup.json): a file of this gateway's builds or releases, or another origin's. */
  async function readJson(url: URL): Promise<unknown> {
    if (url.origin !== siteOrigin) return url.protocol === 'https:' || url.protocol === 'http:' ? readUrlJson(url.href) : undefined;
    const local = remoteFolderOf(url.pathname, dist);
    const file = local ? await findStaticFile(local.root, local.relative) : null;
    return file ? readFileJson(file) : undefined;
  }

  return async (pathname, remotes) => {
    const startup = (await readFileJson(path.join(dist.shell, 'startup.json'))) as StartupFiles | undefined;
    const shell = scripts(startup?.startup);
    const route = matchRoute(pathname);
    if (!route) return shell;
    if (startup?.remotes) return [...shell, ...scripts(startup.remotes[route.remote])];
    const listed = remotes[route.remote];
    if (!listed) return shell;
    const manifestUrl = new URL(listed, `${siteOrigin}/`);
    const files = remoteFilesOf(await readJson(manifestUrl), manifestUrl.href);
    if (!files) return shell;
    const remote = (await readJson(new URL('startup.json', files.entry))) as StartupFiles | undefined;
    // A shared module comes from the shell's copy when the shell provides it (it registers first), else the remote's.
    const seen = new Set<string>();
    const sharedFiles = (key: string): Preload[] => {
      if (seen.has(key)) return [];
      seen.add(key);
      const [copy, base] = startup?.shared?.[key] ? [startup.shared[key], `${siteOrigin}/`] : [remote?.shared?.[key], files.entry];
      return [...scripts(copy?.js, base), ...(copy?.consumes ?? []).flatMap(sharedFiles)];
    };
    const shared = (remote?.exposes?.['./app']?.consumes ?? []).flatMap(sharedFiles);
    return [
      ...shell,
      { href: files.manifest, as: 'fetch' },
      { href: files.entry, as: 'script' },
      ...files.scripts.map((href): Preload => ({ href, as: 'script' })),
      ...shared,
    ];
  };
}
