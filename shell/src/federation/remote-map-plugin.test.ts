import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import remoteMapPlugin from './remote-map-plugin';

type BeforeInitArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInit']>>[0];

const init = (remotes: BeforeInitArgs['userOptions']['remotes'] = []) =>
  remoteMapPlugin({ devRemotes: { shop: 'http://localhost:3002/mf-manifest.json' } }).beforeInit!({
    userOptions: { name: 'shell', remotes },
  } as BeforeInitArgs) as BeforeInitArgs;

afterEach(() => {
  delete window.__XCHANGE_REMOTES__;
});

describe('the remote map plugin', () => {
  it('registers every remote of the inlined remotes.json as a manifest remote', () => {
    window.__XCHANGE_REMOTES__ = { shop: '/releases/shop/r42/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' };
    expect(init().userOptions.remotes).toEqual([
      { name: 'shop', entry: 'http://localhost/releases/shop/r42/mf-manifest.json' },
      { name: 'admin', entry: 'http://localhost/remotes/admin/mf-manifest.json' },
    ]);
  });

  it("registers the remotes' dev servers when no gateway inlined a map", () => {
    expect(init().userOptions.remotes).toEqual([{ name: 'shop', entry: 'http://localhost:3002/mf-manifest.json' }]);
  });

  it('leaves a remote registered before it alone', () => {
    window.__XCHANGE_REMOTES__ = { shop: '/remotes/shop/mf-manifest.json' };
    const registered = { name: 'shop', entry: 'http://cdn.example.com/shop/mf-manifest.json' };
    expect(init([registered]).userOptions.remotes).toEqual([registered]);
  });
});
