import { screen, waitFor, within } from '@testing-library/react';
import type { MessageThread } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';

const seller = { type: 'seller' as const, data: { id: 3, firstname: 'Sam', lastname: 'Allen', username: 'sam@lab.test' } };

const thread: MessageThread = {
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
  ],
};

describe('seller messages (/messages)', () => {
  it('lists the buyer by name with the order, product and last message, marks unread in the sidebar, replies and clears the flag', async () => {
    const mock = createMockApi({
      'GET message/getAll': { body: [thread] },
      'PUT message/closeNotification': { body: { message: 'Messages marked as read.' } },
      'POST message': ({ json }) => ({
        body: {
          id: 5,
          usertype: 'seller',
          messagetext: (json as { messagetext: string }).messagetext,
          messagedate: '2026-11-21T08:00:00.000Z',
          notify: true,
        },
      }),
    });
    const { user } = renderWithShell(<App />, { route: '/messages', session: seller, api: mock.api });
    const sidebarLink = () => within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: /Messages/ });
    await waitFor(() => expect(sidebarLink()).toHaveTextContent('unread messages'));
    const row = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(row).toHaveTextContent('Order XO-1041 · Keysight DSOX3034A Oscilloscope');
    expect(row).toHaveTextContent('Is it calibrated?');
    await user.click(row);
    const panel = screen.getByRole('region', { name: 'Conversation with Ada Lovelace' });
    expect(within(panel).getByText('Keysight DSOX3034A Oscilloscope · $8,200')).toBeInTheDocument();
    await waitFor(() => expect(sidebarLink()).not.toHaveTextContent('unread messages'));
    await user.type(screen.getByPlaceholderText('Type Message'), 'Yes, calibrated last month.');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const log = screen.getByRole('log', { name: 'Messages with Ada Lovelace' });
    expect(await within(log).findByText('Yes, calibrated last month.')).toBeInTheDocument();
    expect(within(log).getByText('Yes, calibrated last month.').parentElement).toHaveAttribute('data-own', 'true');
    expect(mock.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: 'message',
        json: expect.objectContaining({ usertype: 'seller', orderid: 41, buyerId: 7, sellerId: 3 }),
      }),
    );
  });
});
