import { screen, waitFor, within } from '@testing-library/react';
import { buyerThreads } from '../testing/messages/message-threads';
import { renderMessagesScreen as setup, setWideScreen } from '../testing/messages/render-messages-screen';

const row = (name: RegExp) => screen.getByRole('button', { name });
const markedRead = (orderid: number) =>
  expect.objectContaining({ method: 'PUT', path: 'message/closeNotification', searchParams: { id: String(orderid), status: 'false' } });
const originalMatchMedia = window.matchMedia;

describe('messages screen on a wide screen (docs/product.md §2.5, §2.6, §4)', () => {
  beforeEach(() => setWideScreen(true));
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('lists the newest conversation first, whatever order the answer has', async () => {
    setup('buyer', buyerThreads().reverse());
    await screen.findByRole('button', { name: /Allen Instruments/ });
    const rows = within(screen.getByRole('navigation', { name: 'Conversations' })).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Allen Instruments'), expect.stringContaining('Sue Baker')]);
  });

  it('opens the newest conversation at once, with every product and its whole price, and clears its flag', async () => {
    const { calls, user } = setup('buyer');
    const log = await screen.findByRole('log', { name: 'Messages with Allen Instruments' });
    const own = within(log).getByText('Is it calibrated?').parentElement!;
    const other = within(log).getByText('Yes, last month.').parentElement!;
    expect(own).toHaveAttribute('data-own', 'true');
    expect(other).toHaveAttribute('data-own', 'false');
    expect(own).toHaveTextContent(/Nov 20, 2026, \d{1,2}:\d{2} (AM|PM)/);
    await waitFor(() => expect(calls).toContainEqual(markedRead(41)));
    await waitFor(() => expect(within(row(/Allen Instruments/)).queryByText('unread messages')).not.toBeInTheDocument());
    await user.click(row(/Sue Baker/));
    const panel = screen.getByRole('region', { name: 'Conversation with Sue Baker' });
    expect(within(panel).getByText('Rigol DP832 Power Supply · $390')).toBeInTheDocument();
    expect(within(panel).getByText('Fluke 87V Multimeter · $15,120.50')).toBeInTheDocument();
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
    expect(await within(screen.getByRole('log')).findByText('When will it arrive?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Message Sent Successfully' });
  });

  it('closes the open thread with Close and keeps it closed', async () => {
    const { user } = setup('buyer');
    await screen.findByRole('log');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByText('Select a conversation to read it and reply.')).toBeInTheDocument();
  });

  it('says so when there is no conversation yet', async () => {
    setup('seller', []);
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });
});
