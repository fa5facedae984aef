import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer, meter, product, scope } from '../../test/commerce-fixtures';

const featured = [1, 2, 3, 4, 5].map((id) => product({ id: 100 + id, productname: `Featured ${id}`, price: 100 * id }));
const routes = {
  'GET sellerprofile/getSellerFeatureProducts': { body: featured },
  'GET product/12': {
    body: product({
      id: 12,
      productname: meter.productname,
      seller: { id: 4, firstname: 'Bo', lastname: 'Lind', company: 'Lind Metrology' },
    }),
  },
};

describe('cart page (docs/product.md §2.5, §4, §9)', () => {
  it('lists each line with its facts and totals with the discount price when set', async () => {
    const mock = createMockApi(routes);
    renderWithShell(<App />, { route: '/cart', session: buyer, cartLines: [scope, meter], api: mock.api });
    const line = within(screen.getByRole('listitem', { name: scope.productname }));
    expect(line.getByText('350 MHz, 4 channels')).toBeInTheDocument();
    expect(line.getByText('Oscilloscopes')).toBeInTheDocument();
    expect(line.getByText('Keysight')).toBeInTheDocument();
    expect(line.getByText('Allen Instruments')).toBeInTheDocument();
    expect(line.getByText('$8,500')).toBeInTheDocument();
    // 2 × 8500 (discount) + 1 × 450 (no discount)
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent(/^\$17,450$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^\$17,450$/);
    // a visitor-style line without its seller is looked up
    expect(await within(screen.getByRole('listitem', { name: meter.productname })).findByText('Lind Metrology')).toBeInTheDocument();
  });

  it('+ adds one, − removes one, − on quantity 1 deletes the line, Delete removes it, and totals follow', async () => {
    const mock = createMockApi(routes);
    const { user, cart } = renderWithShell(<App />, { route: '/cart', session: buyer, cartLines: [scope, meter], api: mock.api });
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${scope.productname}` }));
    expect(cart.getState().lines.find((l) => l.id === scope.id)?.quantity).toBe(3);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^\$25,950$/);
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${meter.productname}` }));
    expect(screen.queryByRole('listitem', { name: meter.productname })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${scope.productname}` }));
    expect(cart.getState().lines.map((l) => [l.id, l.quantity])).toEqual([[scope.id, 2]]);
    await user.click(screen.getByRole('button', { name: `Delete ${scope.productname}` }));
    expect(screen.getByText('No items found in cart')).toBeInTheDocument();
  });

  it('shows at most 4 featured products with heart and add-to-cart', async () => {
    const mock = createMockApi(routes);
    const { user, cart, notify } = renderWithShell(<App />, { route: '/cart', api: mock.api });
    expect(await screen.findByText('Featured 5')).toBeInTheDocument();
    expect(screen.queryByText('Featured 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Featured 3 to watchlist' }));
    expect(notify).toHaveBeenCalledWith({ type: 'info', title: 'Please login first to add watchlist' });
    await user.click(screen.getByRole('button', { name: 'Add Featured 2 to cart' }));
    expect(cart.getState().lines.map((l) => l.id)).toEqual([102]);
  });

  it('recommends only what is not in the cart yet, each card with its title and its price as the shop writes it', async () => {
    const mock = createMockApi(routes);
    const inCart = { ...scope, id: 103, productname: 'Featured 3' };
    const { user } = renderWithShell(<App />, { route: '/cart', session: buyer, cartLines: [inCart], api: mock.api });
    const list = within(await screen.findByRole('region', { name: 'Featured Products' }));
    expect(await list.findByText('Featured 5')).toBeInTheDocument();
    expect(list.getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      'No photoFeatured 2$200',
      'No photoFeatured 4$400',
      'No photoFeatured 5$500',
    ]);
    await user.click(list.getByRole('button', { name: 'Add Featured 4 to cart' }));
    expect(list.queryByText('Featured 4')).not.toBeInTheDocument();
  });

  it('a buyer hearts a featured product', async () => {
    const mock = createMockApi({ ...routes, 'POST wishlist/add': { body: { message: 'Watchlist added' } } });
    const { user, notify } = renderWithShell(<App />, { route: '/cart', session: buyer, api: mock.api });
    await user.click(await screen.findByRole('button', { name: 'Add Featured 3 to watchlist' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Added to Watchlist' }));
    expect(mock.calls.find((c) => c.path === 'wishlist/add')?.searchParams).toEqual({ productid: 103 });
  });

  it("sends a visitor's checkout to the login page with the way back", async () => {
    const mock = createMockApi(routes);
    const { user, navigate } = renderWithShell(<App />, { route: '/cart', cartLines: [meter], api: mock.api });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(navigate).toHaveBeenCalledWith('/loginpage?returnTo=%2Fordersummary');
  });

  it("takes a buyer's checkout to the order summary", async () => {
    const mock = createMockApi({ ...routes, 'GET buyerprofile/get-profile': { body: { id: 7, address: '1 Main St' } } });
    const { user, navigate } = renderWithShell(<App />, { route: '/cart', session: buyer, cartLines: [meter], api: mock.api });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Summary' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
