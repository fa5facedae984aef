/** What a page needs of one remote to render its `./app`: the manifest the runtime reads, its entry and the module's scripts. */
export interface RemoteFiles {
  manifest: string;
  entry: string;
  scripts: string[];
}

interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

const join = (folder: string | undefined, file: string) => (folder ? `${folder.replace(/\/+$/, '')}/${file}` : file);

/**
 * The files a remote's mf-manifest.json (Module Federation 2.0) names for `expose`, as absolute URLs: files resolve
 * against the manifest's publicPath, or against the manifest's own folder when the build left it 'auto'. Undefined for
 * a manifest without an entry (a shell's) or with a computed public path (getPublicPath), which only the browser can run.
 */
export function remoteFilesOf(manifest: unknown, manifestUrl: string, expose = './app'): RemoteFiles | undefined {
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
  const entryName = metaData?.remoteEntry?.name;
  if (!entryName || typeof metaData?.publicPath !== 'string') return undefined;
  const publicPath = metaData.publicPath === 'auto' || metaData.publicPath === '' ? './' : metaData.publicPath;
  const base = new URL(publicPath, manifestUrl);
  const sync = exposes?.find((e) => e.path === expose)?.assets?.js?.sync ?? [];
  return {
    manifest: manifestUrl,
    entry: new URL(join(metaData.remoteEntry?.path, entryName), base).href,
    scripts: sync.filter((file) => typeof file === 'string').map((file) => new URL(file, base).href),
  };
}
