import { screen, waitFor, within } from '@testing-library/react';
import { buyerThreads, questionThread } from '../testing/messages/message-threads';
import { renderMessagesScreen as setup, setWideScreen } from '../testing/messages/render-messages-screen';

const originalMatchMedia = window.matchMedia;

describe('a question about a listing in the inbox (docs/product.md §2.5)', () => {
  beforeEach(() => setWideScreen(true));
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('reads "Question about <listing>" instead of an order, and links the listing', async () => {
    setup('buyer', [...buyerThreads(), questionThread()]);
    const row = await screen.findByRole('button', { name: /Baker Labs/ });
    expect(row).toHaveTextContent('Question about Tektronix MDO3104 Oscilloscope');
    expect(row).not.toHaveTextContent(/Order/);
    // the newest conversation opens by itself
    const panel = await screen.findByRole('region', { name: 'Conversation with Baker Labs' });
    expect(within(panel).getByRole('link', { name: 'Question about Tektronix MDO3104 Oscilloscope' })).toHaveAttribute(
      'href',
      '/product/88',
    );
    expect(within(panel).queryByText(/^Order /)).not.toBeInTheDocument();
    expect(within(panel).getByRole('log', { name: 'Messages with Baker Labs' })).toHaveTextContent('Yes, all four.');
  });

  it('marks it read and sends the reply to the thread by its id', async () => {
    const { calls, user } = setup('buyer', [questionThread()]);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', path: 'message/closeNotification', searchParams: { thread: '150', status: 'false' } }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('unread messages')).not.toBeInTheDocument());
    await user.type(screen.getByPlaceholderText('Type Message'), 'Great, and the carrying case?');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: 'message',
          json: { threadid: 150, buyerId: 7, sellerId: 4, messagetext: 'Great, and the carrying case?', usertype: 'buyer', notify: true },
        }),
      ),
    );
    expect(await within(screen.getByRole('log')).findByText('Great, and the carrying case?')).toBeInTheDocument();
  });

  it("shows the seller the buyer's name and the same question line", async () => {
    setup('seller', [questionThread()]);
    const row = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(row).toHaveTextContent('Question about Tektronix MDO3104 Oscilloscope');
  });
});
