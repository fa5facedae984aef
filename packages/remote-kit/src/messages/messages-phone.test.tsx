import { screen, waitFor, within } from '@testing-library/react';
import { buyerThreads } from '../testing/messages/message-threads';
import { renderMessagesScreen as setup, setWideScreen } from '../testing/messages/render-messages-screen';

const originalMatchMedia = window.matchMedia;

describe('messages screen on a phone: nothing opens by itself', () => {
  beforeEach(() => setWideScreen(false));
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('names the other party, order and products, with the last message, its date and the unread dot', async () => {
    setup('buyer');
    const first = await screen.findByRole('button', { name: /Allen Instruments/ });
    expect(first).toHaveTextContent('November 20, 2026');
    expect(first).toHaveTextContent('Order XO-1041 · Keysight DSOX3034A Oscilloscope');
    expect(first).toHaveTextContent('Yes, last month.');
    expect(within(first).getByText('unread messages')).toBeInTheDocument();
    const second = screen.getByRole('button', { name: /Sue Baker/ });
    expect(second).toHaveTextContent('Order XO-1042 · Rigol DP832 Power Supply + 1 more');
    expect(within(second).getByText('Shipped today.')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Tracking follows');
    expect(within(second).queryByText('unread messages')).not.toBeInTheDocument();
  });

  it("marks the reader's own last message with 'You:'", async () => {
    const threads = buyerThreads().slice(0, 1);
    threads[0]!.messageContentObject.pop();
    setup('buyer', threads);
    expect(await screen.findByRole('button', { name: /Allen Instruments/ })).toHaveTextContent('You: Is it calibrated?');
  });

  it("shows the buyer's name to the seller, with the dot for an unread buyer message", async () => {
    const threads = buyerThreads().slice(0, 1);
    threads[0]!.messageContentObject[1]!.notify = false;
    setup('seller', threads);
    const first = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(first).toHaveTextContent('Order XO-1041 · Keysight DSOX3034A Oscilloscope');
    expect(within(first).getByText('unread messages')).toBeInTheDocument();
  });

  it('shows the list first, then the thread alone, and Back returns to the list', async () => {
    const { user, calls } = setup('buyer');
    const first = await screen.findByRole('button', { name: /Allen Instruments/ });
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(first);
    expect(screen.getByRole('log', { name: 'Messages with Allen Instruments' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '← Back to conversations' }));
    await waitFor(() => expect(screen.queryByRole('log')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sue Baker/ })).toBeInTheDocument();
  });
});
