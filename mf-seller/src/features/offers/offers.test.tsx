import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, MockHttpError, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { offerTexts } from '@xchange/contract/listings';
import type { Offer, OfferPage } from '@xchange/contract';
import { OffersPage } from './components/offers-page';

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen' } };
const hours = (h: number) => new Date(Date.now() + h * 3_600_000 + 60_000).toISOString();

/** The mock client's refusal as ky names its HTTPError, so the page reads the body's message as it would in the site. */
class HttpError extends MockHttpError {
  override name = 'HTTPError';
}

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 7,
  kind: 'offer',
  status: 'open',
  productId: 40,
  productname: 'Keysight DSOX3034A',
  askingPrice: 1000,
  amount: 850,
  quantity: 2,
  message: 'Can ship to Boston?',
  buyer: { id: 5, name: 'Ada Byron' },
  seller: { id: 12, name: 'Marcus Chen', company: 'Chen Test' },
  waitingFor: 'seller',
  countersLeft: { buyer: 3, seller: 2 },
  expiresAt: hours(47),
  acceptedAt: null,
  orderId: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  ...over,
});
const counts: OfferPage['counts'] = { open: 2, countered: 1, accepted: 3, ordered: 1, declined: 1, withdrawn: 0, expired: 2 };
const page = (content: Offer[]): { body: OfferPage } => ({ body: { content, totalElements: content.length, counts } });

function offersPage(routes: MockRoutes, route = '/selleroffers') {
  const mock = createMockApi({ 'GET offers': page([offer()]), ...routes });
  return { ...renderWithShell(<OffersPage />, { route, session, api: mock.api }), calls: mock.calls };
}
const card = (name: string) => within(screen.getByRole('article', { name }));
const listCalls = (calls: ReturnType<typeof offersPage>['calls']) => calls.filter((c) => c.method === 'GET' && c.path === 'offers');

describe('the seller Offers page (docs/product.md §2.11)', () => {
  it("shows the Open tab's offers with the count of each tab, and asks for another tab's", async () => {
    const { user, calls } = offersPage({
      'GET offers': ({ searchParams }) => page(searchParams?.tab === 'expired' ? [] : [offer()]),
    });
    await screen.findByRole('article', { name: 'Keysight DSOX3034A' });
    const offerCard = card('Keysight DSOX3034A');
    const tabs = within(screen.getByRole('navigation', { name: 'Offers by state' }));
    expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['Open (3)', 'Accepted (4)', 'Declined (1)', 'Expired (2)']);
    expect(tabs.getByRole('link', { name: 'Open (3)' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls(calls)[0]?.searchParams).toEqual({ role: 'seller', tab: 'open', page: 1, size: 5 });

    expect(offerCard.getByRole('link', { name: 'Keysight DSOX3034A' })).toHaveAttribute('href', '/product/40');
    expect(offerCard.getByText('Ada Byron')).toBeInTheDocument();
    expect(offerCard.getByText(/^Offer ·/)).toBeInTheDocument();
    expect(offerCard.getByText('$850 (15% below asking)')).toBeInTheDocument();
    expect(offerCard.getByText('$1,700')).toBeInTheDocument();
    expect(offerCard.getByText('$1,000 per unit ($2,000 in total)')).toBeInTheDocument();
    expect(offerCard.getByText('Can ship to Boston?')).toBeInTheDocument();
    expect(offerCard.getByText('Waiting for your answer · Expires in 1 day 23 hours')).toBeInTheDocument();

    await user.click(tabs.getByRole('link', { name: 'Expired (2)' }));
    expect(await screen.findByText('No expired offers.')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.searchParams).toMatchObject({ tab: 'expired', page: 1 });
    expect(tabs.getByRole('link', { name: 'Expired (2)' })).toHaveAttribute('aria-current', 'page');
  });

  it('accepts after confirming the amount, then reloads the list', async () => {
    const { user, calls, notify } = offersPage({ 'POST offers/7/accept': { body: offer({ status: 'accepted', waitingFor: 'buyer' }) } });
    await screen.findByRole('article', { name: 'Keysight DSOX3034A' });
    await user.click(card('Keysight DSOX3034A').getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Accept this offer?' }));
    expect(dialog.getByText(/Accept 2 × \$850 \(\$1,700 in total\) from Ada Byron\?/)).toBeInTheDocument();
    const before = listCalls(calls).length;
    await user.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: expect.stringMatching(/^Offer accepted\./) }));
    expect(calls.find((c) => c.path === 'offers/7/accept')?.json).toEqual({});
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('declines with the reason the seller gives', async () => {
    const { user, calls, notify } = offersPage({ 'POST offers/7/decline': { body: offer({ status: 'declined', waitingFor: null }) } });
    await screen.findByRole('article', { name: 'Keysight DSOX3034A' });
    await user.click(card('Keysight DSOX3034A').getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this offer' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Below what we paid for it.');
    await user.click(dialog.getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Offer declined.' }));
    expect(calls.find((c) => c.path === 'offers/7/decline')?.json).toEqual({ reason: 'Below what we paid for it.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counters with a price and a message, showing the counters left and the server refusal in its words', async () => {
    let refuse = true;
    const { user, calls, notify } = offersPage({
      'POST offers/7/counter': () => {
        if (refuse) throw new HttpError(409, { code: 'ERR_CONFLICT', message: offerTexts.noCountersLeft });
        return { body: offer({ status: 'countered', waitingFor: 'buyer', amount: 925 }) };
      },
    });
    await screen.findByRole('article', { name: 'Keysight DSOX3034A' });
    await user.click(card('Keysight DSOX3034A').getByRole('button', { name: 'Counter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Counter this offer' }));
    expect(dialog.getByText('You can counter 2 more times on this offer.')).toBeInTheDocument();
    expect(dialog.getByText('Per unit: $850. Your asking price: $1,000 per unit.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));
    expect(await dialog.findByText(offerTexts.amountRequired)).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: /Your price per unit/ }), '925');
    await user.type(dialog.getByRole('textbox', { name: 'Message (optional)' }), 'Includes probes.');
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(offerTexts.noCountersLeft);
    expect(dialog.getByRole('textbox', { name: /Your price per unit/ })).toHaveValue('925');

    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Your counter was sent to the buyer.' }));
    expect(calls.filter((c) => c.path === 'offers/7/counter').map((c) => c.json)).toEqual([
      { amount: 925, message: 'Includes probes.' },
      { amount: 925, message: 'Includes probes.' },
    ]);
  });

  it('shows why an accept was refused on the offer itself', async () => {
    const { user } = offersPage({
      'POST offers/7/accept': () => {
        throw new HttpError(409, { message: 'This offer is expired: it cannot be accepted.' });
      },
    });
    await screen.findByRole('article', { name: 'Keysight DSOX3034A' });
    await user.click(card('Keysight DSOX3034A').getByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
    expect(await card('Keysight DSOX3034A').findByRole('alert')).toHaveTextContent('This offer is expired: it cannot be accepted.');
  });

  it('answers a quote request with a price and offers no Accept while it has none', async () => {
    const quote = offer({ id: 8, kind: 'quote', amount: null, askingPrice: null, productname: 'Agilent 6890N GC', productId: 41 });
    const { user, calls } = offersPage({
      'GET offers': page([quote]),
      'POST offers/8/counter': { body: { ...quote, status: 'countered', amount: 12000, waitingFor: 'buyer' } },
    });
    await screen.findByRole('article', { name: 'Agilent 6890N GC' });
    const quoteCard = card('Agilent 6890N GC');
    expect(quoteCard.getByText(/^Quote request ·/)).toBeInTheDocument();
    expect(quoteCard.getByText('Priced on request')).toBeInTheDocument();
    expect(quoteCard.getByText('No price yet: answer with the price you ask.')).toBeInTheDocument();
    expect(quoteCard.queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(quoteCard.getByRole('button', { name: 'Quote a price' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quote a price' }));
    await user.type(dialog.getByRole('textbox', { name: /Your price per unit/ }), '12000');
    await user.click(dialog.getByRole('button', { name: 'Send price' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'offers/8/counter')?.json).toEqual({ amount: 12000, message: '' }));
  });

  it('leaves an offer waiting for the buyer without answers and unfolds its history', async () => {
    const countered = offer({ status: 'countered', waitingFor: 'buyer', amount: 925 });
    const { user } = offersPage({
      'GET offers': page([countered]),
      'GET offers/7': {
        body: {
          ...countered,
          history: [
            { at: '2026-11-25T09:00:00.000Z', by: 'buyer', step: 'offer', amount: 850, message: 'Can ship to Boston?' },
            { at: '2026-11-25T11:00:00.000Z', by: 'seller', step: 'counter', amount: 925, message: 'Includes probes.' },
          ],
        },
      },
    });
    await screen.findByRole('article', { name: 'Keysight DSOX3034A' });
    const waiting = card('Keysight DSOX3034A');
    expect(waiting.getByText("Waiting for the buyer's answer · Expires in 1 day 23 hours")).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: /Accept|Decline|Counter/ })).toBeNull();
    await user.click(waiting.getByRole('button', { name: 'Show history' }));
    const history = within(await waiting.findByRole('list', { name: 'History of the offer on Keysight DSOX3034A' }));
    const steps = history.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps[0]).toMatch(/Buyer: Offer made at \$850 per unit“Can ship to Boston\?”$/);
    expect(steps[1]).toMatch(/You: Countered at \$925 per unit“Includes probes\.”$/);
    expect(waiting.getByRole('button', { name: 'Hide history' })).toHaveAttribute('aria-expanded', 'true');
  });
});
