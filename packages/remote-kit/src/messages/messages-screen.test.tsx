import { screen, waitFor, within } from '@testing-library/react';
import type { MessageThread } from '@xchange/contract';
import { createMockApi, renderWithShell } from '../testing';
import { MessagesScreen } from './components/messages-screen';
import { buyerThreads } from './messages.fixtures';

const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };
const seller = { type: 'seller' as const, data: { id: 3, firstname: 'Sam', lastname: 'Allen', username: 'sam@lab.test' } };

function setup(viewer: 'buyer' | 'seller', threads: MessageThread[] = buyerThreads()) {
  const mock = createMockApi({
    'GET message/getAll': { body: threads },
    'PUT message/closeNotification': { body: { message: 'Messages marked as read.' } },
    'POST message': ({ json }) => ({
      body: {
        id: 99,
        usertype: viewer,
        messagetext: (json as { messagetext: string }).messagetext,
        messagedate: '2026-11-21T08:00:00.000Z',
        notify: true,
      },
    }),
  });
  const view = renderWithShell(<MessagesScreen viewer={viewer} />, { session: viewer === 'buyer' ? buyer : seller, api: mock.api });
  return { ...view, calls: mock.calls };
}

const row = (name: RegExp) => screen.getByRole('button', { name });

describe('messages screen (docs/product.md §2.5, §2.6, §4)', () => {
  it('lists one conversation per order with seller, order number, first product and price, and a red dot when unread', async () => {
    setup('buyer');
    const first = await screen.findByRole('button', { name: /Allen Instruments/ });
    expect(first).toHaveTextContent('Order XO-1041');
    expect(first).toHaveTextContent(/Keysight DSOX3034A Oscilloscope · \$8,200(?![.\d])/);
    expect(within(first).getByText('unread messages')).toBeInTheDocument();
    const second = row(/Sue Baker/);
    expect(second).toHaveTextContent('Rigol DP832 Power Supply · $390');
    expect(within(second).queryByText('unread messages')).not.toBeInTheDocument();
  });

  it("shows the buyer's first and last name to the seller, with the red dot for an unread buyer message", async () => {
    const threads = buyerThreads().slice(0, 1);
    threads[0]!.messageContentObject[1]!.notify = false;
    setup('seller', threads);
    const first = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(first).toHaveTextContent('Keysight DSOX3034A Oscilloscope · $8,200');
    expect(within(first).getByText('unread messages')).toBeInTheDocument();
  });

  it('opens a thread: own messages right in green, the other party left in grey, with date and time; the flag is cleared', async () => {
    const { user, calls } = setup('buyer');
    await user.click(await screen.findByRole('button', { name: /Allen Instruments/ }));
    const log = screen.getByRole('log', { name: 'Messages with Allen Instruments' });
    const own = within(log).getByText('Is it calibrated?').parentElement!;
    const other = within(log).getByText('Yes, last month.').parentElement!;
    expect(own).toHaveAttribute('data-own', 'true');
    expect(other).toHaveAttribute('data-own', 'false');
    expect(own).toHaveTextContent(/Nov 20, 2026, \d{1,2}:\d{2} (AM|PM)/);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', path: 'message/closeNotification', searchParams: { id: '41', status: 'false' } }),
      ),
    );
    await waitFor(() => expect(within(row(/Allen Instruments/)).queryByText('unread messages')).not.toBeInTheDocument());
  });

  it('does not send an empty reply; sends a typed one and shows it at once', async () => {
    const { user, calls, notify } = setup('buyer');
    await user.click(await screen.findByRole('button', { name: /Sue Baker/ }));
    const box = screen.getByPlaceholderText('Type Message');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'When will it arrive?');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: 'message',
        json: { orderid: 42, buyerId: 7, sellerId: 4, messagetext: 'When will it arrive?', usertype: 'buyer', notify: true },
        body: undefined,
        searchParams: undefined,
      }),
    );
    expect(await screen.findByText('When will it arrive?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Message Sent Successfully' });
  });

  it('closes the open thread with Close', async () => {
    const { user } = setup('buyer');
    await user.click(await screen.findByRole('button', { name: /Sue Baker/ }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByText('Select a conversation to read it and reply.')).toBeInTheDocument();
  });

  it('says so when there is no conversation yet', async () => {
    setup('seller', []);
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });
});
