import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { offerTexts, type Offer, type ProductWire } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockRequest, type MockRoutes } from '@xchange/remote-kit/testing';
import { buyer, ok, product, seller, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';
import { ProductPage } from '../../features/product-detail/components/product-page';
import { ComparePage } from '../../features/compare/components/compare-page';

const takesOffers = product(1, { productname: 'Keysight N9020B signal analyser', price: 20_000, acceptoffers: true, quantity: 3 });
const onRequest = product(2, { productname: 'Bruker D8 diffractometer', price: 180_000, priceonrequest: true });
const profile = {
  'GET buyerprofile/get-profile': { body: { id: 5, firstname: 'Bea', lastname: 'Buyer', address: '9 Dock Rd, Austin, TX' } },
};

const sentOffer = (over: Partial<Offer> = {}): Offer => ({
  id: 31,
  kind: 'offer',
  status: 'open',
  productId: 1,
  productname: takesOffers.productname,
  askingPrice: 20_000,
  amount: 18_500,
  quantity: 2,
  message: '',
  buyer: { id: 5, name: 'Bea Buyer' },
  seller: { id: 3, name: 'Sam Ortiz', company: 'Ortiz Test Gear' },
  waitingFor: 'seller',
  countersLeft: { buyer: 3, seller: 3 },
  expiresAt: '2026-11-29T10:00:00.000Z',
  acceptedAt: null,
  orderId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

/** A refusal as the shared client throws it: ky's HTTPError, carrying the answer's body. */
const refusal = (status: number, message: string) => () => {
  throw Object.assign(new Error(`Request failed with status code ${status}`), { name: 'HTTPError', data: { errors: [message] } });
};

const card = async (name: string) => within(await screen.findByRole('article', { name }));
const offerCalls = (calls: MockRequest[]) => calls.filter((c) => c.path === 'offers');

function renderCatalog(listings: ProductWire[], extra: MockRoutes = {}, who: 'buyer' | 'seller' | 'visitor' = 'buyer') {
  const session = who === 'buyer' ? buyer : who === 'seller' ? seller : undefined;
  return renderShop(shopRoutes(ok(listings), { ...profile, ...extra }), { session });
}

describe('Make an offer (docs/product.md §2.11)', () => {
  it('checks the amount and quantity at the fields, then sends the offer and links to the Offers page', async () => {
    const { user, calls, notify } = renderCatalog([takesOffers], { 'POST offers': { body: sentOffer() } });
    await user.click((await card(takesOffers.productname)).getByRole('button', { name: `Make an offer: ${takesOffers.productname}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make an offer' }));
    expect(dialog.getByText('Asking price per unit').nextElementSibling).toHaveTextContent('$20,000');
    expect(await dialog.findByText('9 Dock Rd, Austin, TX')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Change it in My Account' })).toHaveAttribute('href', '/myacc');
    expect(dialog.getByText(/expires 48 hours after you send it/)).toBeInTheDocument();
    expect(dialog.getByText('3 available')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    expect(dialog.getByText(offerTexts.amountRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Your offer per unit/ }), 'a lot');
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    expect(dialog.getByText(offerTexts.amountInvalid)).toBeInTheDocument();
    expect(dialog.getByText(offerTexts.quantityInvalid)).toBeInTheDocument();
    expect(offerCalls(calls)).toHaveLength(0);

    const amount = dialog.getByRole('textbox', { name: /Your offer per unit/ });
    await user.clear(amount);
    await user.type(amount, '18,000');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(dialog.getByRole('textbox', { name: 'Message to the seller' }), 'With probes?');
    expect(dialog.getByText(/12\/1,000 characters/)).toBeInTheDocument();
    expect(dialog.getByText('Your total').nextElementSibling).toHaveTextContent('$36,000 (2 × $18,000)');
    expect(dialog.getByText('10% below the asking price')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));

    const sent = within(await screen.findByRole('dialog', { name: 'Your offer was sent to the seller.' }));
    expect(offerCalls(calls).map((c) => c.json)).toEqual([
      { productId: 1, kind: 'offer', amount: 18_000, quantity: 2, message: 'With probes?' },
    ]);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Your offer was sent to the seller.' });
    expect(sent.getByRole('link', { name: 'Go to your offers' })).toHaveAttribute('href', '/buyeroffers');
  });

  it("shows the server's refusal in the dialog, with the way to the open offer", async () => {
    const { user } = renderCatalog([takesOffers], { 'POST offers': refusal(409, offerTexts.oneOpen) });
    await user.click((await card(takesOffers.productname)).getByRole('button', { name: /Make an offer/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make an offer' }));
    await user.type(dialog.getByRole('textbox', { name: /Your offer per unit/ }), '19000');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(offerTexts.oneOpen)).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Go to your offers' })).toHaveAttribute('href', '/buyeroffers');
    expect(dialog.getByRole('textbox', { name: /Your offer per unit/ })).toHaveValue('19000');
  });

  it("says so when the seller's settings accept or decline the offer on arrival", async () => {
    let status: Offer['status'] = 'accepted';
    const { user, notify } = renderCatalog([takesOffers], { 'POST offers': () => ({ body: sentOffer({ status, waitingFor: null }) }) });
    const send = async () => {
      await user.click((await card(takesOffers.productname)).getByRole('button', { name: /Make an offer/ }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Make an offer' }));
      await user.type(dialog.getByRole('textbox', { name: /Your offer per unit/ }), '19500');
      await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    };
    await send();
    expect(await screen.findByRole('dialog', { name: /accepted your offer at once/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    status = 'declined';
    await send();
    expect(await screen.findByRole('dialog', { name: offerTexts.autoDeclined })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ type: 'info', title: offerTexts.autoDeclined });
  });

  it('sends a visitor to the login page, coming back to the listing with the dialog open', async () => {
    const { user, navigate, calls } = renderCatalog([takesOffers], {}, 'visitor');
    await user.click((await card(takesOffers.productname)).getByRole('button', { name: /Make an offer/ }));
    expect(navigate).toHaveBeenCalledWith('/loginpage?returnTo=%2Fproduct%2F1%3Fnegotiate%3D1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(offerCalls(calls)).toHaveLength(0);
  });

  it('opens from the quick view too', async () => {
    const { user } = renderCatalog([takesOffers], { 'GET product/1': { body: takesOffers } });
    await user.click(await screen.findByRole('button', { name: `${takesOffers.productname}: view details` }));
    const quickView = within(await screen.findByRole('dialog', { name: takesOffers.productname }));
    await user.click(quickView.getByRole('button', { name: 'Make an offer' }));
    expect(await screen.findByRole('dialog', { name: 'Make an offer' })).toBeInTheDocument();
  });

  it('is not offered to a seller, nor on a listing that takes no offers', async () => {
    renderCatalog([takesOffers, product(3)], {}, 'seller');
    expect((await card(takesOffers.productname)).queryByRole('button', { name: /Make an offer/ })).toBeNull();
    const plain = await card('Keysight DSOX3034A oscilloscope 3');
    expect(plain.queryByRole('button', { name: /Make an offer|Request a quote/ })).toBeNull();
  });
});

describe('a listing priced on request', () => {
  it('shows no price and asks for a quote instead of the cart on the card', async () => {
    const { user, calls } = renderCatalog([onRequest], { 'POST offers': { body: sentOffer({ kind: 'quote', amount: null }) } });
    const c = await card(onRequest.productname);
    expect(c.getByText('Price on request')).toBeInTheDocument();
    expect(c.queryByText(/\$180,000/)).toBeNull();
    expect(c.queryByRole('button', { name: /to cart/ })).toBeNull();
    await user.click(c.getByRole('button', { name: `Request a quote: ${onRequest.productname}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a quote' }));
    expect(dialog.queryByRole('textbox', { name: /Your offer per unit/ })).toBeNull();
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(dialog.getByRole('textbox', { name: 'Message to the seller' }), 'Quote with installation, please.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('dialog', { name: 'Your quote request was sent to the seller.' })).toBeInTheDocument();
    expect(offerCalls(calls).map((c) => c.json)).toEqual([
      { productId: 2, kind: 'quote', quantity: 3, message: 'Quote with installation, please.' },
    ]);
  });

  it("shows Price on request and Request a quote as the listing page's primary action, and no price in its description", async () => {
    const { api } = createMockApi({ 'GET product/2': { body: onRequest }, ...profile });
    function Address() {
      return <output aria-label="Address">{useLocation().search}</output>;
    }
    const { user } = renderWithShell(
      <>
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
        <Address />
      </>,
      { route: '/product/2?negotiate=2', api, session: buyer },
    );
    // back from the login page: the dialog the visitor asked for is open, once
    await user.click(within(await screen.findByRole('dialog', { name: 'Request a quote' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^$/);
    const actions = within(screen.getByRole('group', { name: 'Listing actions' }));
    expect(actions.getByRole('button', { name: 'Request a quote' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: /Add to cart|Make an offer/ })).toBeNull();
    expect(screen.getByText('Price', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Price on request');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/price on request/),
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).not.toMatch(/180,000/);
  });
});

it('compares a listing priced on request without its price', async () => {
  const { api } = createMockApi({
    'GET compare': {
      body: {
        products: [takesOffers, onRequest],
        missing: [],
        rows: [{ key: 'price', label: 'Price', cells: ['$20,000', '$180,000'], differs: true }],
      },
    },
  });
  renderWithShell(<ComparePage />, { route: '/compare?ids=1,2', api });
  const row = within(await screen.findByRole('row', { name: /^Price/ }));
  expect(row.getByText('$20,000')).toBeInTheDocument();
  expect(row.getByText('Price on request')).toBeInTheDocument();
  expect(row.queryByText('$180,000')).toBeNull();
});
