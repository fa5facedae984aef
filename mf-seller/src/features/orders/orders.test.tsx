import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell, type MockRequest } from '@xchange/remote-kit/testing';
import { sampleOrder } from '../../test/sample-order';
import { InProgressOrdersPage, ShippedOrdersPage } from './components/order-pages';

const session = { type: 'seller' as const, data: { id: 3, firstname: 'Jane', lastname: 'Doe' } };
const second = sampleOrder({
  id: 42,
  ordernumber: 'XO-1042',
  buyerAccountData: { id: 6, firstname: 'Adam', lastname: 'Berg', company: 'Berg Metrology' },
});
const page = (content: unknown[]) => ({ body: { body: { content, totalElements: content.length } } });

describe('seller order tabs (docs/product.md §2.6)', () => {
  it("asks for the tab's status by buyer first name and shows 'No orders found' when empty", async () => {
    const mock = createMockApi({ 'POST order/getSellerOrders': page([]) });
    renderWithShell(<ShippedOrdersPage />, { route: '/shipped', session, api: mock.api });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(mock.calls[0]?.json).toEqual({ page: 1, size: 5, sortBy: 'buyerAccountData.firstname', sortOrder: 'asc', status: 'Shipped' });
    for (const header of ['Product Name', 'Order Number', 'Address', 'Change Status', 'Payment Status', 'Comments', 'Action', 'Save']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
  });

  it('Search all orders sends the search; Save sends only its row and reloads the list', async () => {
    const mock = createMockApi({
      'POST order/getSellerOrders': page([sampleOrder(), second]),
      'POST order/update-status': ({ json }) => ({ body: { ...second, orderstatus: (json as { orderStatus: string }).orderStatus } }),
    });
    const { user, notify } = renderWithShell(<InProgressOrdersPage />, { route: '/order', session, api: mock.api });
    await screen.findByText('XO-1042');
    expect(mock.calls[0]?.json).toMatchObject({ status: 'New Order' });

    await user.type(screen.getByRole('searchbox', { name: 'Search all orders' }), 'berg');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(mock.calls.at(-1)?.json).toMatchObject({ search: 'berg', page: 1, status: 'New Order' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status of order XO-1041' }), 'Completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status of order XO-1042' }), 'Shipped');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status of order XO-1042' }), 'Paid');
    await user.type(screen.getByRole('textbox', { name: 'Comments on order XO-1042' }), 'Sent by UPS');
    const listCalls = mock.calls.filter((c) => c.path === 'order/getSellerOrders').length;
    await user.click(screen.getByRole('button', { name: 'Save order XO-1042' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Updated Successfully' }));
    const saves = mock.calls.filter((c: MockRequest) => c.path === 'order/update-status');
    expect(saves.map((c) => c.json)).toEqual([
      { orderid: 42, sellerid: 3, orderStatus: 'Shipped', paymentStatus: 'Paid', comments: 'Sent by UPS' },
    ]);
    await waitFor(() => expect(mock.calls.filter((c) => c.path === 'order/getSellerOrders').length).toBeGreaterThan(listCalls));
    // the other row keeps its unsaved edit
    expect(screen.getByRole('combobox', { name: 'Change status of order XO-1041' })).toHaveValue('Completed');
  });

  it('View Details shows the four sections from the order, its history and the buyer notes', async () => {
    const order = sampleOrder({
      orderstatus: 'Shipped',
      sellerAccountData: { ...sampleOrder().sellerAccountData, preferredShipping: 'Freight on pallet, FedEx Ground for small items' },
      history: [{ at: '2026-03-06T10:00:00.000Z', by: 'Jane Doe', field: 'status', from: 'New Order', to: 'Shipped' }],
    });
    const mock = createMockApi({ 'POST order/getSellerOrders': page([order]) });
    const { user } = renderWithShell(<ShippedOrdersPage />, { route: '/shipped', session, api: mock.api });
    await user.click(await screen.findByRole('button', { name: 'View details of order XO-1041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order XO-1041' });
    const section = (name: string) => within(within(dialog).getByRole('region', { name }));
    expect(section('ORDER DETAILS').getByText('March 5, 2026')).toBeInTheDocument();
    expect(section('ORDER DETAILS').getByText('$1,250')).toBeInTheDocument();
    expect(section('PRODUCT DETAILS').getByRole('img', { name: 'Spectrum Analyzer' })).toHaveAttribute('src', '/media/spectrum.jpg');
    expect(section('PRODUCT DETAILS').getByText('RF Test Equipment')).toBeInTheDocument();
    expect(section('PRODUCT DETAILS').getByText('Anritsu')).toBeInTheDocument();
    expect(section('PRODUCT DETAILS').getByText('Jane Doe')).toBeInTheDocument();
    expect(section('PRODUCT DETAILS').getByText('Doe Instruments')).toBeInTheDocument();
    expect(section('SHIPPING DETAILS').getByText('Zoe Park')).toBeInTheDocument();
    expect(section('SHIPPING DETAILS').getByText('Park Labs')).toBeInTheDocument();
    expect(section('SHIPPING DETAILS').getByText('9 Harbor Road, Boston')).toBeInTheDocument();
    expect(section('PREFERRED SHIPPING METHOD').getByText('Freight on pallet, FedEx Ground for small items')).toBeInTheDocument();
    expect(section('BUYER NOTES').getByText('Please ship on a pallet.')).toBeInTheDocument();
    expect(section('PREFERRED PAYMENT METHOD').getByText('Wire transfer within 30 days')).toBeInTheDocument();
    expect(section('ORDER HISTORY').getByRole('listitem')).toHaveTextContent('Jane Doe: Status In Progress → Shipped');
    expect(within(dialog).queryByText(/Ground Shipping|Credit Card/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('View Details tells the seller where to set a missing preferred shipping method', async () => {
    const mock = createMockApi({ 'POST order/getSellerOrders': page([sampleOrder({ notes: '' })]) });
    const { user } = renderWithShell(<InProgressOrdersPage />, { route: '/order', session, api: mock.api });
    await user.click(await screen.findByRole('button', { name: 'View details of order XO-1041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order XO-1041' });
    const section = (name: string) => within(within(dialog).getByRole('region', { name }));
    expect(
      section('PREFERRED SHIPPING METHOD').getByText('No preferred shipping method set — add one under My Account.'),
    ).toBeInTheDocument();
    expect(section('BUYER NOTES').getByText('The buyer left no notes on this order.')).toBeInTheDocument();
  });
});
