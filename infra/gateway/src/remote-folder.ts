import type { DistRoots } from './paths.ts';
import { releaseFolder } from './releases.ts';

/**
 * Where a path of this site under a remote's build (`/remotes/<name>/…`) or release (`/releases/<name>/<id>/…`) lives
 * on this machine: the build's folder and the file's path inside it. Null for any other path.
 */
export function remoteFolderOf(pathname: string, dist: DistRoots): { root: string; relative: string } | null {
  const [, kind, name = '', ...rest] = pathname.split('/');
  const root =
    kind === 'remotes'
      ? Object.hasOwn(dist.remotes, name)
        ? dist.remotes[name]
        : null
      : kind === 'releases'
        ? releaseFolder(dist.releases, name, rest.shift() ?? '')
        : null;
  return root ? { root, relative: rest.join('/') } : null;
}
