import path from 'node:path';
import { remoteNames } from './paths.ts';

// The ids `pnpm release` gives (20261123T184500Z-1a2b3c4): never `.`/`..`, never a separator.
const releaseId = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

/** The folder of release `id` of remote `name` under `releasesDir`, or null for an unknown remote or a malformed id. */
export function releaseFolder(releasesDir: string | undefined, name: string, id: string): string | null {
  if (!releasesDir || !(remoteNames as readonly string[]).includes(name) || !releaseId.test(id)) return null;
  return path.join(path.resolve(releasesDir), name, id);
}
