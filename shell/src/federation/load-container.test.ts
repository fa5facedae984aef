import { loadRemoteModule, type Container, type LoadEnvironment } from './load-container';

const manifestUrl = 'https://cdn.example.com/shop/r7/mf-manifest.json';
const manifest = {
  name: 'shop',
  globalName: '__xchange_remote_shop',
  remoteEntry: 'remoteEntry.js',
  exposes: [{ path: './app', js: ['407.a1.js', 'app.b2.js'] }],
  shared: [],
};

const answer = (status: number, body: unknown = manifest) =>
  ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;

type Globals = Record<string, Container | undefined>;

const observers: MutationObserver[] = [];
/** Calls `onScript` for each <script> the loader adds to the page. */
function watchScripts(onScript: (script: HTMLScriptElement) => void): void {
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) if (node instanceof HTMLScriptElement) onScript(node);
  });
  observer.observe(document.head, { childList: true });
  observers.push(observer);
}

/** Plays the browser for <script> tags the loader adds: each entry URL either defines the container or fails. */
function serveScripts(outcomes: Array<'load' | 'error'>, container: Container): string[] {
  const requested: string[] = [];
  watchScripts((script) => {
    requested.push(script.src);
    const outcome = outcomes.shift() ?? 'error';
    if (outcome === 'load') (window as unknown as Globals)[manifest.globalName] = container;
    script.dispatchEvent(new Event(outcome));
  });
  return requested;
}

const fakeContainer = () => {
  const app = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
  const container = { init: jest.fn(), get: jest.fn(async () => () => app) };
  return { app, container };
};

const environment = (fetch: jest.Mock, scope: unknown = { react: {} }): LoadEnvironment => ({
  fetch: fetch as unknown as typeof window.fetch,
  document,
  shareScope: async () => scope,
  delays: [1, 1],
});

afterEach(() => {
  for (const observer of observers.splice(0)) observer.disconnect();
  delete (window as unknown as Globals)[manifest.globalName];
  document.head.replaceChildren();
});

describe('loading a remote module', () => {
  it('reads the manifest, preloads the module files beside the entry, shares the shell scope and returns the module', async () => {
    const { app, container } = fakeContainer();
    const requested = serveScripts(['load'], container);
    const scope = { react: { '19.3.1': {} } };
    const fetch = jest.fn(async () => answer(200));

    await expect(loadRemoteModule(manifestUrl, './app', environment(fetch, scope))).resolves.toBe(app);

    expect(fetch).toHaveBeenCalledWith(manifestUrl);
    expect(requested).toEqual(['https://cdn.example.com/shop/r7/remoteEntry.js']);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href);
    expect(preloads).toEqual(['https://cdn.example.com/shop/r7/407.a1.js', 'https://cdn.example.com/shop/r7/app.b2.js']);
    expect(container.init).toHaveBeenCalledWith(scope);
    expect(container.get).toHaveBeenCalledWith('./app');
  });

  it("keeps the shell's providers when the remote registers its own copies of the same versions", async () => {
    const shellUi = { get: jest.fn(), from: 'shell' };
    const scope: Record<string, Record<string, object>> = { '@xchange/ui/controls': { '0.3.0': shellUi } };
    const { container } = fakeContainer();
    const shopUi = { get: jest.fn(), from: 'shop' };
    const shopQuery = { get: jest.fn(), from: 'shop' };
    container.init.mockImplementation((s: typeof scope) => {
      s['@xchange/ui/controls']!['0.3.0'] = shopUi; // what webpack's register does: 'shop' sorts after 'shell'
      s['@tanstack/query-core'] = { '5.108.0': shopQuery };
    });
    serveScripts(['load'], container);

    await loadRemoteModule(
      manifestUrl,
      './app',
      environment(
        jest.fn(async () => answer(200)),
        scope,
      ),
    );
    expect(scope['@xchange/ui/controls']!['0.3.0']).toBe(shellUi);
    expect(scope['@tanstack/query-core']!['5.108.0']).toBe(shopQuery);
  });

  it('retries a manifest that answers 503 and an entry that fails to load, with backoff', async () => {
    const { app, container } = fakeContainer();
    const requested = serveScripts(['error', 'load'], container);
    const fetch = jest.fn().mockResolvedValueOnce(answer(503)).mockResolvedValue(answer(200));

    await expect(loadRemoteModule(manifestUrl, './app', environment(fetch))).resolves.toBe(app);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requested).toHaveLength(2);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives up on a remote that stays down after two retries', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRemoteModule(manifestUrl, './app', environment(fetch))).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a manifest that is missing or is not a remote manifest', async () => {
    const missing = jest.fn(async () => answer(404));
    await expect(loadRemoteModule(manifestUrl, './app', environment(missing))).rejects.toThrow('404');
    expect(missing).toHaveBeenCalledTimes(1);

    const htmlPage = jest.fn(
      async () => ({ status: 200, ok: true, json: async () => Promise.reject(new SyntaxError('<!doctype')) }) as unknown as Response,
    );
    await expect(loadRemoteModule(manifestUrl, './app', environment(htmlPage))).rejects.toThrow("is not a remote's manifest");
    expect(htmlPage).toHaveBeenCalledTimes(1);
  });

  it('refuses an entry that loads but defines no container', async () => {
    const requested: string[] = [];
    watchScripts((script) => {
      requested.push(script.src);
      script.dispatchEvent(new Event('load'));
    });
    await expect(loadRemoteModule(manifestUrl, './app', environment(jest.fn(async () => answer(200))))).rejects.toThrow(
      'did not define the container',
    );
    expect(requested).toHaveLength(1);
  });
});
