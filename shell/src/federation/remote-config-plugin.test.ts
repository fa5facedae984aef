import remoteConfigPlugin from './remote-config-plugin';
import { readRemoteOverrides, remoteOverridesKey, resolveRemoteMap } from './remote-overrides';

type InitArgs = Parameters<NonNullable<ReturnType<typeof remoteConfigPlugin>['beforeInit']>>[0];
const initArgs = () =>
  ({
    userOptions: {
      name: 'shell',
      remotes: [
        { name: 'marketing', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'shop', entry: 'http://localhost:3002/mf-manifest.json' },
      ],
    },
  }) as unknown as InitArgs;
const entries = (args: InitArgs) => (args.userOptions.remotes as Array<{ name: string; entry: string }>).map((r) => [r.name, r.entry]);

afterEach(() => {
  delete window.__XCHANGE_REMOTES__;
  localStorage.clear();
});

describe('remote-config plugin', () => {
  it('applies the inlined remote map, resolving relative URLs against the page', () => {
    window.__XCHANGE_REMOTES__ = { shop: '/remotes/shop/mf-manifest.json' };
    const out = remoteConfigPlugin().beforeInit!(initArgs()) as InitArgs;
    expect(entries(out)).toEqual([
      ['marketing', 'http://localhost:3001/mf-manifest.json'],
      ['shop', 'http://localhost/remotes/shop/mf-manifest.json'],
    ]);
  });

  it('lets a developer point one remote at a local dev server', () => {
    window.__XCHANGE_REMOTES__ = { marketing: '/remotes/marketing/mf-manifest.json', shop: '/remotes/shop/mf-manifest.json' };
    localStorage.setItem(remoteOverridesKey, JSON.stringify({ shop: 'http://localhost:3002/mf-manifest.json' }));
    const out = remoteConfigPlugin().beforeInit!(initArgs()) as InitArgs;
    expect(entries(out)).toEqual([
      ['marketing', 'http://localhost/remotes/marketing/mf-manifest.json'],
      ['shop', 'http://localhost:3002/mf-manifest.json'],
    ]);
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
