import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer, product } from '../../test/commerce-fixtures';

const items = [
  product({
    id: 21,
    productname: 'Tektronix MDO34',
    price: 7000,
    discountprice: 6500,
    description: 'Mixed domain scope',
    primaryfile: { url: '/media/mdo.jpg', fileType: 'image' },
  }),
  product({ id: 22, productname: 'Fluke 87V', price: 450, manufacturer: 'Fluke', sellinginstrument: 'Multimeters' }),
];
let watched = items;
const routes = {
  'GET wishlist': () => ({ body: watched }),
  'POST wishlist/remove': ({ searchParams }: { searchParams?: Record<string, string> }) => {
    watched = watched.filter((p) => p.id !== Number(searchParams?.productid));
    return { body: { message: 'Watchlist removed.' } };
  },
  'GET message/getAll': { body: [] },
};

beforeEach(() => {
  watched = items;
});

describe('watchlist (docs/product.md §2.5)', () => {
  it('lists Product, Price, Buy, Action and adds to the cart, then offers Proceed to Cart', async () => {
    const { user, cart } = renderWithShell(<App />, { route: '/watchlist', session: buyer, api: createMockApi(routes).api });
    const table = within(await screen.findByRole('table', { name: 'Watchlist' }));
    for (const h of ['Product', 'Price', 'Buy', 'Action']) expect(table.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(await table.findByText('$6,500')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Add to Cart: Tektronix MDO34' }));
    expect(cart.getState().lines.map((l) => [l.id, l.quantity])).toEqual([[21, 1]]);
    await user.click(table.getByRole('button', { name: 'Proceed to Cart with Tektronix MDO34' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Summary' })).toBeInTheDocument();
  });

  it('shows a listing priced on request without its price, with Request a quote in place of Add to Cart', async () => {
    watched = [product({ id: 23, productname: 'Bruker D8 diffractometer', price: 180_000, priceonrequest: true })];
    const { user, navigate, cart } = renderWithShell(<App />, { route: '/watchlist', session: buyer, api: createMockApi(routes).api });
    const row = within(await screen.findByRole('row', { name: /Bruker D8 diffractometer/ }));
    expect(row.getByText('Price on request')).toBeInTheDocument();
    expect(row.queryByText('$180,000')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Request a quote: Bruker D8 diffractometer' }));
    expect(navigate).toHaveBeenCalledWith('/product/23');
    expect(cart.getState().lines).toEqual([]);
  });

  it('searches locally, shows details and removes an item', async () => {
    const mock = createMockApi(routes);
    const { user, notify } = renderWithShell(<App />, { route: '/watchlist', session: buyer, api: mock.api });
    await screen.findByText('Fluke 87V');
    await user.type(screen.getByRole('searchbox', { name: 'Search your watchlist' }), 'multimeter');
    expect(screen.queryByText('Tektronix MDO34')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search your watchlist' }));
    await user.click(screen.getByRole('button', { name: 'View Details of Tektronix MDO34' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tektronix MDO34' }));
    expect(dialog.getByText('Mixed domain scope')).toBeInTheDocument();
    expect(dialog.getByText('Austin, TX, USA')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Tektronix MDO34, picture 1' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Remove Fluke 87V from watchlist' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Watchlist removed.' }));
    expect(mock.calls.find((c) => c.path === 'wishlist/remove')?.searchParams).toEqual({ productid: 22 });
    await waitFor(() => expect(screen.queryByText('Fluke 87V')).not.toBeInTheDocument());
  });
});
