import { readFile } from 'node:fs/promises';

/** Remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

const remoteName = /^[a-z][a-z0-9-]*$/;

/** Checks the shape of remotes.json; a broken file must fail loudly rather than serve a half-composed site. */
export function parseRemoteMap(text: string, source: string): RemoteMap {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${source}: expected an object of remote name → manifest URL`);
  for (const [name, url] of Object.entries(value)) {
    if (!remoteName.test(name)) throw new Error(`${source}: "${name}" is not a valid remote name`);
    if (typeof url !== 'string' || url === '') throw new Error(`${source}: the URL of "${name}" must be a non-empty string`);
  }
  return value as RemoteMap;
}

/** Read on every request, so a release or rollback is one edit of the file and no restart. */
export async function readRemoteMap(file: string): Promise<RemoteMap> {
  return parseRemoteMap(await readFile(file, 'utf8'), file);
}
