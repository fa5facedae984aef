import { screen, waitFor, within } from '@testing-library/react';
import type { KyInstance } from 'ky';
import { offerTexts, type Offer, type OfferPage } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockRequest, type MockRoutes } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer } from '../../test/commerce-fixtures';

const hour = 3_600_000;
const offer = (over: Partial<Offer> & { id: number }): Offer => ({
  kind: 'offer',
  status: 'open',
  productId: 11,
  productname: 'Keysight N9020B signal analyser',
  askingPrice: 20_000,
  amount: 18_000,
  quantity: 1,
  message: 'With the original probes?',
  buyer: { id: 7, name: 'Ada Lovelace' },
  seller: { id: 3, name: 'Sam Allen', company: 'Allen Instruments' },
  waitingFor: 'seller',
  countersLeft: { buyer: 3, seller: 3 },
  // half a minute past the hour, so the countdown reads whole hours however long the test takes to start
  expiresAt: new Date(Date.now() + 26 * hour + 30_000).toISOString(),
  acceptedAt: null,
  orderId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  ...over,
});

const countered = offer({
  id: 41,
  status: 'countered',
  amount: 19_200,
  quantity: 2,
  waitingFor: 'buyer',
  countersLeft: { buyer: 2, seller: 2 },
});
const quote = offer({ id: 42, kind: 'quote', productId: 12, productname: 'Bruker D8 diffractometer', askingPrice: null, amount: null });
const accepted = offer({ id: 43, status: 'accepted', waitingFor: null, productname: 'Fluke 5522A calibrator' });
const counts: OfferPage['counts'] = { open: 1, countered: 1, accepted: 1, ordered: 2, declined: 1, withdrawn: 0, expired: 4 };
const byTab: Record<string, Offer[]> = { open: [countered, quote], accepted: [accepted] };

const routes: MockRoutes = {
  'GET offers': ({ searchParams = {} }) => {
    const content = byTab[String(searchParams.tab)] ?? [];
    return { body: { content, totalElements: content.length, counts } satisfies OfferPage };
  },
  'GET buyerprofile/get-profile': { body: { id: 7, firstname: 'Ada', lastname: 'Lovelace', address: '1 Main St, Austin' } },
  'POST order': { body: { content: [], totalElements: 0 } },
};

/** The buyer's Offers page on mock answers, recording the headers each POST carried. */
function renderOffers(route = '/buyeroffers', extra: MockRoutes = {}) {
  const mock = createMockApi({ ...routes, ...extra });
  const headers: Record<string, string>[] = [];
  const post = (path: string, options: { headers?: Record<string, string> } = {}) => {
    headers.push(options.headers ?? {});
    return (mock.api.post as unknown as (p: string, o: object) => unknown)(path, options);
  };
  const api = { ...mock.api, post } as unknown as KyInstance;
  return { ...renderWithShell(<App />, { route, session: buyer, api }), calls: mock.calls, headers };
}

const article = async (name: string) => within(await screen.findByRole('article', { name }));
const posts = (calls: MockRequest[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('the buyer Offers page (docs/product.md §2.11)', () => {
  it('shows each tab with its count, the open offers against the asking price, and the count in the sidebar', async () => {
    const { user } = renderOffers();
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Offer states' }));
    expect(await tabs.findByRole('link', { name: 'Open (2)' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Accepted (3)' })).toHaveAttribute('href', '/buyeroffers?tab=accepted');
    expect(tabs.getByRole('link', { name: 'Declined (1)' })).toBeInTheDocument();
    expect(tabs.getByRole('link', { name: 'Expired (4)' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Buyer' })).getByRole('link', { name: 'Offers (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const counter = await article(countered.productname);
    expect(counter.getByRole('link', { name: countered.productname })).toHaveAttribute('href', '/product/11');
    expect(counter.getByText('Seller').nextElementSibling).toHaveTextContent('Allen Instruments');
    expect(counter.getByText('Offer')).toBeInTheDocument();
    expect(counter.getByText('Countered')).toBeInTheDocument();
    expect(counter.getByText('On the table per unit').nextElementSibling).toHaveTextContent('$19,200');
    expect(counter.getByText('Total').nextElementSibling).toHaveTextContent('$38,400');
    expect(counter.getByText('Asking price').nextElementSibling).toHaveTextContent('$20,000 ($40,000 in total)');
    expect(counter.getByText('Time left').nextElementSibling).toHaveTextContent(/^Expires in 1 day 2 hours/);
    expect(counter.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(counter.getByText('You have 2 of 3 counters left.')).toBeInTheDocument();
    expect(counter.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    const request = await article(quote.productname);
    expect(request.getByText('Quote request')).toBeInTheDocument();
    expect(request.getByText('Asking price').nextElementSibling).toHaveTextContent('Price on request');
    expect(request.getByText('Waiting for the seller to name a price')).toBeInTheDocument();
    expect(request.queryByRole('button', { name: 'Accept' })).toBeNull();

    await user.click(tabs.getByRole('link', { name: 'Accepted (3)' }));
    expect(await screen.findByRole('article', { name: accepted.productname })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: countered.productname })).toBeNull();
    expect(tabs.getByRole('link', { name: 'Accepted (3)' })).toHaveAttribute('aria-current', 'page');
  });

  it("accepts the seller's counter after asking", async () => {
    const { user, calls, notify } = renderOffers('/buyeroffers', {
      'POST offers/41/accept': { body: { ...countered, status: 'accepted' } },
    });
    await user.click((await article(countered.productname)).getByRole('button', { name: 'Accept' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Accept this amount?' }));
    expect(confirm.getByText(/Accept \$19,200 per unit for 2 \(\$38,400\)/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posts(calls, 'offers/41/accept')).toHaveLength(1));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: expect.stringMatching(/^You accepted the offer/) }));
    // the accepted offer is ordered from the Accepted tab
    await waitFor(() => expect(screen.getByRole('link', { name: 'Accepted (3)' })).toHaveAttribute('aria-current', 'page'));
  });

  it('counters back with an amount checked at the field and a message', async () => {
    const { user, calls, notify } = renderOffers('/buyeroffers', { 'POST offers/41/counter': { body: countered } });
    await user.click((await article(countered.productname)).getByRole('button', { name: 'Counter back' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Counter the seller' }));
    expect(dialog.getByText('The seller asks $19,200 per unit for 2.')).toBeInTheDocument();
    expect(dialog.getByText(/You have 2 of 3 counters left/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));
    expect(dialog.getByText(offerTexts.amountRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Your amount per unit/ }), '18,800');
    await user.type(dialog.getByRole('textbox', { name: 'Message to the seller' }), 'Meet me here and I order today.');
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Your counter was sent to the seller.' }));
    expect(posts(calls, 'offers/41/counter').map((c) => c.json)).toEqual([{ amount: 18_800, message: 'Meet me here and I order today.' }]);
  });

  it('withdraws an open offer after asking', async () => {
    const { user, calls, notify } = renderOffers('/buyeroffers', {
      'POST offers/42/withdraw': { body: { ...quote, status: 'withdrawn' } },
    });
    await user.click((await article(quote.productname)).getByRole('button', { name: 'Withdraw' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Withdraw this offer?' }));
    await user.click(confirm.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Your offer was withdrawn.' }));
    expect(posts(calls, 'offers/42/withdraw')).toHaveLength(1);
  });

  it('orders an accepted offer with one Idempotency-Key for the retries of an attempt, then shows the orders', async () => {
    let fail = true;
    const { user, calls, headers, notify } = renderOffers('/buyeroffers?tab=accepted', {
      'POST offers/43/order': () =>
        fail
          ? { status: 504, body: { errors: ['Timed out'] } }
          : { body: { offer: { ...accepted, status: 'ordered', orderId: 90 }, orderId: 90 } },
    });
    await user.click((await article(accepted.productname)).getByRole('button', { name: 'Place order at $18,000' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order at the agreed price' }));
    expect(await dialog.findByDisplayValue('1 Main St, Austin')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Preferred Payment Method' }), 'Wire transfer');
    await user.click(dialog.getByRole('button', { name: 'Place order at $18,000' }));
    await waitFor(() => expect(posts(calls, 'offers/43/order')).toHaveLength(1));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Place order at $18,000' })).toBeEnabled());
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Place order at $18,000' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Current Orders' })).toBeInTheDocument();
    const orders = posts(calls, 'offers/43/order');
    expect(orders.map((c) => c.json)).toEqual([
      { deliveryaddress: '1 Main St, Austin', postcode: 'Wire transfer', notes: '' },
      { deliveryaddress: '1 Main St, Austin', postcode: 'Wire transfer', notes: '' },
    ]);
    const keys = headers.map((h) => h['Idempotency-Key']).filter(Boolean);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Order placed at the agreed price.' });
  });

  it('shows the history of an offer on demand', async () => {
    const { user } = renderOffers('/buyeroffers', {
      'GET offers/41': {
        body: {
          ...countered,
          history: [
            { at: '2026-11-26T10:00:00.000Z', by: 'buyer', step: 'offer', amount: 18_000, message: 'With the original probes?' },
            { at: '2026-11-27T08:00:00.000Z', by: 'seller', step: 'counter', amount: 19_200, message: 'Probes included at this price.' },
          ],
        },
      },
    });
    const counter = await article(countered.productname);
    await user.click(counter.getByRole('button', { name: 'Show history' }));
    const history = within(await counter.findByRole('list', { name: `History of the offer on ${countered.productname}` }));
    expect(history.getByText('You offered $18,000')).toBeInTheDocument();
    expect(history.getByText('Seller countered $19,200')).toBeInTheDocument();
    expect(history.getByText('Probes included at this price.')).toBeInTheDocument();
    expect(counter.getByRole('button', { name: 'Hide history' })).toHaveAttribute('aria-expanded', 'true');
  });
});
