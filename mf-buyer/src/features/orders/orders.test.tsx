import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer, order } from '../../test/commerce-fixtures';

const two = [
  order({
    id: 1,
    notes: 'Call first',
    orderStatusComments: 'Tracking sent by email',
    sellerAccountData: {
      id: 3,
      firstname: 'Sam',
      lastname: 'Allen',
      company: 'Allen Instruments',
      preferredShipping: 'Freight, seller insured',
    },
  }),
  order({
    id: 2,
    product: [
      {
        productname: 'Fluke 87V',
        price: 450,
        discountprice: '',
        quantity: 1,
        sellinginstrument: 'Multimeters',
        manufacturer: 'Fluke',
        primaryfile: null,
        productfiles: [],
      },
    ],
    total: 450,
  }),
];
const current = { 'POST order': { body: { content: two, totalElements: 12 } }, 'GET message/getAll': { body: [] } };

describe('current orders (docs/product.md §2.5)', () => {
  it('lists the orders with paging, searches and sorts by product name', async () => {
    const mock = createMockApi(current);
    const { user } = renderWithShell(<App />, { route: '/buyerorder', session: buyer, api: mock.api });
    expect(await screen.findByRole('cell', { name: 'XC-2026-0000001' })).toBeInTheDocument();
    const lists = () => mock.calls.filter((c) => c.method === 'POST' && c.path === 'order');
    expect(lists()[0]?.json).toEqual({ page: 1, size: 5, sortBy: 'orderdate', sortOrder: 'asc' });
    expect(screen.getByText('12 records')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Product/ }));
    await waitFor(() => expect(lists().at(-1)?.json).toMatchObject({ sortBy: 'productname', sortOrder: 'asc' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders by product or order number' }), 'fluke{Enter}');
    await waitFor(() => expect(lists().at(-1)?.json).toMatchObject({ search: 'fluke', page: 1 }));
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(lists().at(-1)?.json).toMatchObject({ page: 2 }));
  });

  it('shows the details of an order with its real shipping and payment data', async () => {
    const { user } = renderWithShell(<App />, { route: '/buyerorder', session: buyer, api: createMockApi(current).api });
    await user.click(await screen.findByRole('button', { name: 'View Details of order XC-2026-0000001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order XC-2026-0000001' }));
    expect(dialog.getByText('November 18, 2026')).toBeInTheDocument();
    expect(dialog.getByText('$17,000')).toBeInTheDocument();
    expect(dialog.getByText('Category: Oscilloscopes')).toBeInTheDocument();
    expect(dialog.getByText('9 Dock Rd, Austin')).toBeInTheDocument();
    expect(dialog.getByText('Freight, seller insured')).toBeInTheDocument();
    expect(dialog.getByText('Seller comments: Tracking sent by email')).toBeInTheDocument();
    expect(dialog.getByText('Wire transfer')).toBeInTheDocument();
    expect(dialog.getByText('Call first')).toBeInTheDocument();
    expect(dialog.queryByText('Ground Shipping')).not.toBeInTheDocument();
  });

  it("opens the order's message modal from the chat icon", async () => {
    const { user } = renderWithShell(<App />, { route: '/buyerorder', session: buyer, api: createMockApi(current).api });
    await user.click(await screen.findByRole('button', { name: 'Message the seller about order XC-2026-0000002' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("says 'No Orders' when there are none", async () => {
    const mock = createMockApi({ ...current, 'POST order': { body: { content: [], totalElements: 0 } } });
    renderWithShell(<App />, { route: '/buyerorder', session: buyer, api: mock.api });
    expect(await screen.findByText('No Orders')).toBeInTheDocument();
  });
});

describe('order history (docs/product.md §2.5)', () => {
  it("lists only orders whose status is not 'New Order', searchable", async () => {
    const all = [order({ id: 1 }), order({ id: 2, orderstatus: 'Shipped' }), order({ id: 3, orderstatus: 'Cancelled' })];
    const mock = createMockApi({ 'GET order': { body: all }, 'GET message/getAll': { body: [] } });
    const { user } = renderWithShell(<App />, { route: '/buyerorderhistory', session: buyer, api: mock.api });
    expect(await screen.findByRole('cell', { name: 'XC-2026-0000002' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'XC-2026-0000001' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Search order history/ }), '0000003{Enter}');
    expect(screen.queryByRole('cell', { name: 'XC-2026-0000002' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'XC-2026-0000003' })).toBeInTheDocument();
  });
});
