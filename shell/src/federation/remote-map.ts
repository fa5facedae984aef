// Read by a runtime plugin bundled into main.js before sharing starts: no imports of shared modules (contract, React).

/** localStorage key a developer sets to point the composed site at a local dev server for some remotes. */
export const remoteOverridesKey = 'xchange:remote-overrides';

/** Remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

declare global {
  interface Window {
    /** remotes.json as inlined by the gateway. */
    __XCHANGE_REMOTES__?: RemoteMap;
  }
}

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

/**
 * Overrides are a developer tool: honoured by a development build, and by a production shell only where the gateway
 * says so (a page opened on the developer's own machine, or a staging site started with REMOTE_OVERRIDES=on).
 */
const overridesAllowed = (win: Window) => process.env.NODE_ENV !== 'production' || win.__XCHANGE_CONFIG__?.remoteOverrides === true;

/**
 * The manifest URL of each remote for this page, absolute: the deployed map (`devMap`, the dev servers', when the shell
 * runs without a gateway), with a developer's overrides where allowed. Releasing a remote is one line of remotes.json.
 */
export function remoteMapInForce(devMap: RemoteMap, win: Window = window): RemoteMap {
  let overrides: RemoteMap = {};
  try {
    overrides = readRemoteOverrides(win.localStorage);
  } catch {
    // storage blocked (privacy mode): the deployed map still applies
  }
  const deployed = isRemoteMap(win.__XCHANGE_REMOTES__) ? win.__XCHANGE_REMOTES__ : devMap;
  const map = resolveRemoteMap(deployed, overrides, overridesAllowed(win));
  return Object.fromEntries(Object.entries(map).map(([name, url]) => [name, new URL(url, win.location.href).href]));
}
