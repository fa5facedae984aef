/** localStorage key a developer sets to point the composed site at a local dev server for some remotes. */
export const remoteOverridesKey = 'xchange:remote-overrides';

export type RemoteMap = Record<string, string>;

const isRemoteMap = (v: unknown): v is RemoteMap =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((u) => typeof u === 'string');

/** Reads `{ "<remote>": "<manifest url>" }` from localStorage; anything malformed is ignored. */
export function readRemoteOverrides(storage: Pick<Storage, 'getItem'> | undefined): RemoteMap {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(remoteOverridesKey) ?? 'null');
    return isRemoteMap(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Remote map in force: the deployed map (inlined by the gateway), then developer overrides when allowed. */
export function resolveRemoteMap(deployed: unknown, overrides: RemoteMap, allowOverrides: boolean): RemoteMap {
  const base = isRemoteMap(deployed) ? deployed : {};
  return allowOverrides ? { ...base, ...overrides } : base;
}
