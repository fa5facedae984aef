import { matchRoute, normalizePath, remoteNames, routeTable, routesOf } from './route-table';

describe('matchRoute', () => {
  it('matches exact routes exactly', () => {
    expect(matchRoute('/order')?.path).toBe('/order');
    expect(matchRoute('/ordersummary')?.path).toBe('/ordersummary');
    expect(matchRoute('/order/5')).toBeUndefined();
    expect(matchRoute('/admin-login/x')).toBeUndefined();
  });
  it('matches prefix routes on whole segments', () => {
    expect(matchRoute('/editproduct/42')?.path).toBe('/editproduct');
    expect(matchRoute('/editproduct')?.path).toBe('/editproduct');
    expect(matchRoute('/editproducts')).toBeUndefined();
    expect(matchRoute('/product/7')?.remote).toBe('shop');
  });
  it('ignores one trailing slash', () => {
    expect(matchRoute('/home/')?.path).toBe('/home');
    expect(normalizePath('/')).toBe('/');
    expect(matchRoute('/')?.path).toBe('/');
  });
  it('is case-sensitive like the docs/product.md §2 paths', () => {
    expect(matchRoute('/xchangeShop')?.remote).toBe('shop');
    expect(matchRoute('/xchangeshop')).toBeUndefined();
  });
});

describe('route table', () => {
  it('gives every route one owner among the remotes', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of routeTable) expect(remoteNames).toContain(r.remote);
  });
  it('lists the routes of a remote', () => {
    expect(routesOf('admin').map((r) => r.path)).toContain('/admin-category');
    expect(routesOf('buyer').every((r) => r.access === 'buyer' || r.access === 'guest-or-buyer')).toBe(true);
  });
});
