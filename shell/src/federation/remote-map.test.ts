import { readRemoteOverrides, remoteMapInForce, remoteOverridesKey, resolveRemoteMap } from './remote-map';

const devMap = { shop: 'http://localhost:3002/mf-manifest.json' };

afterEach(() => {
  delete window.__XCHANGE_REMOTES__;
  delete window.__XCHANGE_CONFIG__;
  localStorage.clear();
});

describe('the remote map in force', () => {
  it('is the map the gateway inlined, with URLs made absolute against the page', () => {
    window.__XCHANGE_REMOTES__ = { shop: '/releases/shop/r42/mf-manifest.json', admin: 'https://cdn.example.com/admin/mf-manifest.json' };
    expect(remoteMapInForce(devMap)).toEqual({
      shop: 'http://localhost/releases/shop/r42/mf-manifest.json',
      admin: 'https://cdn.example.com/admin/mf-manifest.json',
    });
  });

  it("is the remotes' dev servers when the shell runs without a gateway", () => {
    expect(remoteMapInForce(devMap)).toEqual(devMap);
  });

  it('lets a developer point one remote at a local dev server where the gateway allows it', () => {
    window.__XCHANGE_REMOTES__ = { marketing: '/remotes/marketing/mf-manifest.json', shop: '/remotes/shop/mf-manifest.json' };
    window.__XCHANGE_CONFIG__ = { remoteOverrides: true };
    localStorage.setItem(remoteOverridesKey, JSON.stringify({ shop: 'http://localhost:3002/mf-manifest.json' }));
    expect(remoteMapInForce(devMap)).toEqual({
      marketing: 'http://localhost/remotes/marketing/mf-manifest.json',
      shop: 'http://localhost:3002/mf-manifest.json',
    });
  });
});

describe('a production shell', () => {
  const env = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    window.__XCHANGE_REMOTES__ = { shop: '/remotes/shop/mf-manifest.json' };
    localStorage.setItem(remoteOverridesKey, JSON.stringify({ shop: 'http://localhost:3002/mf-manifest.json' }));
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('ignores overrides unless the gateway allows them', () => {
    expect(remoteMapInForce(devMap)).toEqual({ shop: 'http://localhost/remotes/shop/mf-manifest.json' });
    window.__XCHANGE_CONFIG__ = { remoteOverrides: false };
    expect(remoteMapInForce(devMap)).toEqual({ shop: 'http://localhost/remotes/shop/mf-manifest.json' });
    window.__XCHANGE_CONFIG__ = { remoteOverrides: true };
    expect(remoteMapInForce(devMap)).toEqual({ shop: 'http://localhost:3002/mf-manifest.json' });
  });
});

describe('remote overrides', () => {
  it('ignores malformed overrides and honours them only when allowed', () => {
    localStorage.setItem(remoteOverridesKey, '{"shop": 3}');
    expect(readRemoteOverrides(localStorage)).toEqual({});
    localStorage.setItem(remoteOverridesKey, 'not json');
    expect(readRemoteOverrides(localStorage)).toEqual({});
    expect(resolveRemoteMap({ shop: '/a' }, { shop: '/b' }, false)).toEqual({ shop: '/a' });
    expect(resolveRemoteMap({ shop: '/a' }, { shop: '/b' }, true)).toEqual({ shop: '/b' });
  });
});
