import { PermanentError, retryDelaysMs, withRetries } from './backoff';

/** What a remote's mf-manifest.json tells the shell (packages/config/federation.cjs writes it). */
export interface RemoteManifest {
  /** The global its remoteEntry.js assigns the container to. */
  globalName: string;
  /** The entry file, relative to the manifest. */
  remoteEntry: string;
  /** Each exposed module's files, relative to the manifest. */
  exposes: Array<{ path: string; js: string[] }>;
}

/** A webpack container, as a remoteEntry.js defines it. */
export interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** What loading needs from the page; tests hand in their own. */
export interface LoadEnvironment {
  fetch: typeof fetch;
  document: Document;
  /** Resolves to the share scope the shell has filled with its own shared modules. */
  shareScope: () => Promise<unknown>;
  delays?: readonly number[];
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

export const pageEnvironment = (): LoadEnvironment => ({
  fetch: (...args) => window.fetch(...args),
  document,
  shareScope: async () => {
    await __webpack_init_sharing__('default');
    return __webpack_share_scopes__['default'];
  },
});

const isManifest = (v: unknown): v is RemoteManifest => {
  const m = v as Partial<RemoteManifest> | null;
  return typeof m?.globalName === 'string' && typeof m.remoteEntry === 'string' && Array.isArray(m.exposes);
};

async function fetchManifest(url: string, env: LoadEnvironment): Promise<RemoteManifest> {
  const res = await env.fetch(url);
  if (res.status >= 500) throw new Error(`${res.status} for ${url}`);
  if (!res.ok) throw new PermanentError(`${res.status} for ${url}`);
  const body: unknown = await res.json().catch(() => null);
  if (!isManifest(body)) throw new PermanentError(`${url} is not a remote's manifest`);
  return body;
}

/** Lets the browser fetch an exposed module's files while remoteEntry.js loads, instead of after it. */
function preload(urls: string[], doc: Document): void {
  const present = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href));
  for (const href of urls) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.append(link);
  }
}

type Globals = Record<string, Container | undefined>;

/** webpack's share scope: shared module → version → the build that provides it. */
type ShareScope = Record<string, Record<string, object>>;

/**
 * Hands a container the share scope, keeping every provider registered before it. webpack lets a remote's copy of a
 * version nobody has loaded yet replace the one registered, by the builds' names; the shell's must stay, because ui's
 * entries (controls, dialogs, tooltip) run only on the Chakra of the build that provided ui, the shell's.
 */
async function initKeepingProviders(container: Container, scope: unknown): Promise<void> {
  const shared = (scope ?? {}) as ShareScope;
  const before = Object.entries(shared).flatMap(([key, versions]) =>
    Object.entries(versions).map(([version, provider]) => ({ key, version, provider })),
  );
  await container.init(scope);
  for (const { key, version, provider } of before) shared[key]![version] = provider;
}

function loadEntry(url: string, globalName: string, doc: Document): Promise<Container> {
  const globals = doc.defaultView as unknown as Globals;
  if (globals[globalName]) return Promise.resolve(globals[globalName]);
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const container = globals[globalName];
      if (container) resolve(container);
      else reject(new PermanentError(`${url} did not define the container ${globalName}`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} did not load`));
    };
    doc.head.append(script);
  });
}

/**
 * Loads one exposed module of a remote: its manifest, then its remoteEntry.js (with the module's files preloaded beside
 * it), hands the container the shell's share scope (React, ui… come from the build that registered them first, the
 * shell's) and returns the module. A network error or a 5xx is retried with backoff; a 404 or a file that is not a
 * remote is not.
 */
export async function loadRemoteModule(manifestUrl: string, expose: string, env: LoadEnvironment = pageEnvironment()): Promise<unknown> {
  const delays = env.delays ?? retryDelaysMs;
  const manifest = await withRetries(() => fetchManifest(manifestUrl, env), delays);
  const files = manifest.exposes.find((e) => e.path === expose)?.js ?? [];
  preload(
    files.map((f) => new URL(f, manifestUrl).href),
    env.document,
  );
  const entryUrl = new URL(manifest.remoteEntry, manifestUrl).href;
  const container = await withRetries(() => loadEntry(entryUrl, manifest.globalName, env.document), delays);
  await initKeepingProviders(container, await env.shareScope());
  const factory = await container.get(expose);
  return factory();
}
