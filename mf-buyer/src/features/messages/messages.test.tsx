import { screen, waitFor, within } from '@testing-library/react';
import type { MessageThread, Order } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { OrderMessageModal } from './components/order-message-modal';

const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };

const thread = (notify: boolean): MessageThread => ({
  threadid: 141,
  kind: 'order',
  orderid: 41,
  orderData: {
    ordernumber: 'XO-1041',
    buyerAccountData: { id: 7, firstname: 'Ada', lastname: 'Lovelace' },
    sellerAccountData: { id: 3, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' },
    product: [{ productname: 'Keysight DSOX3034A Oscilloscope', price: 8200 }],
  },
  messageContentObject: [
    { id: 1, usertype: 'buyer', messagetext: 'Is it calibrated?', messagedate: '2026-11-20T10:00:00.000Z', notify: true },
    { id: 2, usertype: 'seller', messagetext: 'Yes, last month.', messagedate: '2026-11-20T11:30:00.000Z', notify },
  ],
});

const order: Order = {
  id: 41,
  ordernumber: 'XO-1041',
  orderdate: '2026-11-18T10:00:00.000Z',
  orderstatus: 'New Order',
  paymentStatus: 'Unpaid',
  orderStatusComments: null,
  total: 8200,
  deliveryaddress: '1 Main St',
  paymentMethod: 'Credit Card',
  product: [
    {
      productname: 'Keysight DSOX3034A Oscilloscope',
      price: 8200,
      discountPrice: '',
      quantity: 1,
      category: 'Oscilloscopes',
      brand: 'Keysight',
      primaryfile: null,
      productfiles: [],
    },
  ],
  buyerAccountData: { id: 7, firstname: 'Ada', lastname: 'Lovelace' },
  sellerAccountData: { id: 3, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' },
  notes: '',
  history: [],
};

const routes = (notify: boolean) => ({
  'GET message/getAll': { body: [thread(notify)] },
  'PUT message/closeNotification': { body: { message: 'Messages marked as read.' } },
  'POST message': ({ json }: { json?: unknown }) => ({
    body: {
      id: 9,
      usertype: 'buyer',
      messagetext: (json as { messagetext: string }).messagetext,
      messagedate: '2026-11-21T08:00:00.000Z',
      notify: true,
    },
  }),
});

describe('buyer messages', () => {
  it('shows the red dot on Messages while a seller message is unread, and opening the thread clears it', async () => {
    const mock = createMockApi(routes(true));
    const { user } = renderWithShell(<App />, { route: '/msg', session: buyer, api: mock.api });
    const messages = () => within(screen.getByRole('navigation', { name: 'Buyer' })).getByRole('link', { name: /Messages/ });
    await waitFor(() => expect(messages()).toHaveTextContent('unread messages'));
    await user.click(await screen.findByRole('button', { name: /Allen Instruments/ }));
    await waitFor(() => expect(messages()).not.toHaveTextContent('unread messages'));
    expect(mock.calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: 'message/closeNotification' }));
  });

  it("the order modal shows the order's thread, refuses an empty message with Required. and sends a typed one", async () => {
    const mock = createMockApi(routes(false));
    const onClose = jest.fn();
    const { user, notify } = renderWithShell(<OrderMessageModal order={order} open onClose={onClose} />, { session: buyer, api: mock.api });
    const dialog = await screen.findByRole('dialog', { name: 'Messages for order XO-1041' });
    expect(await within(dialog).findByText('Yes, last month.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByPlaceholderText('Type Message'), 'Please ship with insurance.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Message Sent Successfully' }));
    expect(mock.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: 'message',
        json: { orderid: 41, buyerId: 7, sellerId: 3, messagetext: 'Please ship with insurance.', usertype: 'buyer', notify: true },
      }),
    );
    expect(within(dialog).queryByText('Required.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
