import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { sampleOrder } from '../../test/sample-order';
import { PaymentsPage } from './components/payments-page';

const session = { type: 'seller' as const, data: { id: 3, firstname: 'Jane', lastname: 'Doe' } };
const page = (content: unknown[]) => ({ body: { body: { content, totalElements: content.length } } });

describe('seller payments (docs/product.md §2.6)', () => {
  it('lists every order with the payment method and saves a new payment status with the row’s current status', async () => {
    const shipped = sampleOrder({ orderstatus: 'Shipped', orderStatusComments: 'Sent by UPS' });
    const mock = createMockApi({
      'POST order/getSellerOrders': page([shipped]),
      'POST order/update-status': { body: { ...shipped, paymentStatus: 'Paid' } },
    });
    const { user, notify } = renderWithShell(<PaymentsPage />, { route: '/payments', session, api: mock.api });
    expect(await screen.findByRole('cell', { name: 'Zoe Park' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Wire transfer within 30 days' })).toBeInTheDocument();
    expect(mock.calls[0]?.json).not.toHaveProperty('status');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status of order XO-1041' }), 'Paid');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Updated Successfully' }));
    expect(mock.calls.find((c) => c.path === 'order/update-status')?.json).toEqual({
      orderid: 41,
      sellerid: 3,
      orderStatus: 'Shipped',
      paymentStatus: 'Paid',
      comments: 'Sent by UPS',
    });
  });

  it("searches and shows 'No Payment found' when nothing matches", async () => {
    const mock = createMockApi({
      'POST order/getSellerOrders': ({ json }) => page((json as { search?: string }).search ? [] : [sampleOrder()]),
    });
    const { user } = renderWithShell(<PaymentsPage />, { route: '/payments', session, api: mock.api });
    await screen.findByText('XO-1041');
    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'nobody{Enter}');
    expect(await screen.findByText('No Payment found')).toBeInTheDocument();
    expect(mock.calls.at(-1)?.json).toMatchObject({ search: 'nobody', page: 1 });
  });
});
