import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { loadStripe } from '@stripe/stripe-js';
import { renderWithShell, stripeJsDouble, stripeProviderProps } from '@xchange/remote-kit/testing';
import { json, mockApi } from '../../test/mock-api';
import { SubscriptionPaymentResult } from './components/subscription-payment-result';
import { StripePage } from './components/stripe-page';
import { openCheckout } from './open-checkout';

jest.mock('./open-checkout', () => ({ openCheckout: jest.fn() }));

jest.mock('@stripe/stripe-js', () => jest.requireActual('@xchange/remote-kit/testing').stripeDoubles.stripeJs());
jest.mock('@stripe/react-stripe-js', () => jest.requireActual('@xchange/remote-kit/testing').stripeDoubles.reactStripe());

const seller = { type: 'seller' as const, data: { id: 42, firstname: 'Ann', lastname: 'Lee' } };
const embedded = { clientSecret: 'cs_test_a1_secret_b2', publishableKey: 'pk_test_51Xchange' };

function renderStripe() {
  return renderWithShell(
    <Routes>
      <Route path="/stripe" element={<StripePage />} />
      <Route path="/loginpage" element={<SubscriptionPaymentResult />} />
    </Routes>,
    { route: '/stripe?sellerId=42', session: seller },
  );
}

describe('/stripe with Stripe Embedded Checkout', () => {
  it('mounts Stripe in the page with the client secret the API returned, never leaving the site', async () => {
    const seen = mockApi({ 'POST signup/stripe': () => json(200, { sessionId: 'cs_test_a1', embedded }) });
    const { user } = renderStripe();
    await user.click(screen.getByRole('button', { name: 'Pay With Stripe' }));
    expect(await screen.findByText("Stripe's checkout form")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Secure payment by Stripe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay With Stripe' })).not.toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Xchange');
    const props = stripeProviderProps.at(-1)!;
    expect(props.options.clientSecret).toBe('cs_test_a1_secret_b2');
    await expect(props.stripe).resolves.toBe(stripeJsDouble);
    expect(openCheckout).not.toHaveBeenCalled();
    expect(seen[0]).toMatchObject({ method: 'POST', path: 'signup/stripe', query: { reference: '42' } });
  });

  it('shows the §2.3 result dialog when the session completes', async () => {
    mockApi({ 'POST signup/stripe': () => json(200, { sessionId: 'cs_test_a1', embedded }) });
    const { user } = renderStripe();
    await user.click(screen.getByRole('button', { name: 'Pay With Stripe' }));
    await user.click(await screen.findByRole('button', { name: 'Pay in the Stripe double' }));
    const text = await screen.findByText('Payment Successfull !!');
    expect(text).toHaveAttribute('data-result', 'success');
    await waitFor(() => expect(screen.queryByText("Stripe's checkout form")).not.toBeInTheDocument());
  });
});
