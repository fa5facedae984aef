import { guardRoute } from './route-guard';
import type { UserType } from '../shell/session';

const guard = (pathname: string, signedInAs: UserType | null, launched = true) => guardRoute({ pathname, signedInAs, launched });

describe('route guard (docs/product.md §2.8)', () => {
  it('sends a buyer on a seller route to /loginpage', () => {
    expect(guard('/overview', 'buyer')).toEqual({ kind: 'redirect', to: '/loginpage' });
  });
  it('lets a visitor open the cart and sends a seller there to /loginpage', () => {
    expect(guard('/cart', null)).toMatchObject({ kind: 'render', route: { path: '/cart' } });
    expect(guard('/cart', 'buyer')).toMatchObject({ kind: 'render' });
    expect(guard('/cart', 'seller')).toEqual({ kind: 'redirect', to: '/loginpage' });
  });
  it('renders each type on its own routes only', () => {
    expect(guard('/myacc', 'buyer')).toMatchObject({ kind: 'render' });
    expect(guard('/myacc', 'seller')).toEqual({ kind: 'redirect', to: '/loginpage' });
    expect(guard('/editproduct/5', 'seller')).toMatchObject({ kind: 'render', route: { path: '/editproduct' } });
    expect(guard('/admin-brands', 'admin')).toMatchObject({ kind: 'render' });
    expect(guard('/admin-brands', 'seller')).toEqual({ kind: 'redirect', to: '/loginpage' });
  });
  it('sends a visitor on a buyer page to /loginpage with the way back, and on a seller or admin page without', () => {
    expect(guard('/ordersummary', null)).toEqual({ kind: 'redirect', to: '/loginpage?returnTo=%2Fordersummary' });
    expect(guard('/buyerorder/', null)).toEqual({ kind: 'redirect', to: '/loginpage?returnTo=%2Fbuyerorder' });
    expect(guard('/overview', null)).toEqual({ kind: 'redirect', to: '/loginpage' });
    expect(guard('/admin-brands', null)).toEqual({ kind: 'redirect', to: '/loginpage' });
  });
  it('renders public routes for everyone', () => {
    for (const who of [null, 'buyer', 'seller', 'admin'] as const) expect(guard('/xchangeShop', who)).toMatchObject({ kind: 'render' });
  });
  it('answers not-found for an unknown path', () => {
    expect(guard('/nowhere', null)).toEqual({ kind: 'not-found' });
    expect(guard('/nowhere', 'buyer')).toEqual({ kind: 'not-found' });
  });
  describe('before launch (launch gate on)', () => {
    it("sends a visitor on a marketing page to '/'", () => {
      expect(guard('/aboutus', null, false)).toEqual({ kind: 'redirect', to: '/' });
    });
    it('keeps the open paths open', () => {
      for (const path of ['/', '/loginpage', '/xchangeShop', '/cart', '/unsubscribe', '/admin-login']) {
        expect(guard(path, null, false)).toMatchObject({ kind: 'render' });
      }
    });
    it('lets signed-in users through', () => {
      expect(guard('/aboutus', 'buyer', false)).toMatchObject({ kind: 'render' });
    });
  });
});
