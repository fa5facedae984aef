import { screen, waitFor, within } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js';
import { createMockApi, renderWithShell, stripeJsDouble, stripeProviderProps } from '@xchange/remote-kit/testing';
import type { Subscription } from '@xchange/contract';
import { SubscriptionPage } from './components/account-pages';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

jest.mock('@stripe/stripe-js', () => jest.requireActual('@xchange/remote-kit/testing').stripeDoubles.stripeJs());
jest.mock('@stripe/react-stripe-js', () => jest.requireActual('@xchange/remote-kit/testing').stripeDoubles.reactStripe());

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen', username: 'seller@lab.test' } };
const subscription: Subscription = {
  sellerId: 12,
  status: 'active',
  plan: 'annual',
  renewal: 'recurring',
  amount: 999,
  memberSince: '2025-03-14T10:00:00.000Z',
  currentPeriodEnd: '2027-03-14T10:00:00.000Z',
  nextPaymentDate: '2027-03-14T10:00:00.000Z',
  credits: { total: 40, used: 17, available: 23 },
  transactions: [],
};
const embedded = { clientSecret: 'cs_test_c3_secret_d4', publishableKey: 'pk_test_51Seller' };

function setup(route = '/profile') {
  const mock = createMockApi({
    'GET subscription': { body: subscription },
    'POST subscription/checkout': { body: { sessionId: 'cs_test_c3', embedded } },
  });
  return { ...renderWithShell(<SubscriptionPage />, { route, session, api: mock.api }), calls: mock.calls };
}

describe('Add Balance with Stripe Embedded Checkout', () => {
  it('opens Stripe in the Listing credits card with the client secret the API returned', async () => {
    const { user, calls } = setup();
    const credits = await screen.findByRole('spinbutton', { name: 'Number of credits' });
    await user.clear(credits);
    await user.type(credits, '8');
    await user.click(screen.getByRole('button', { name: 'Add Balance' }));
    const card = screen.getByRole('region', { name: 'Listing credits' });
    expect(await within(card).findByText("Stripe's checkout form")).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Seller');
    const props = stripeProviderProps.at(-1)!;
    expect(props.options.clientSecret).toBe('cs_test_c3_secret_d4');
    await expect(props.stripe).resolves.toBe(stripeJsDouble);
    expect(redirectTo).not.toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'subscription/checkout', json: { credits: 8 } });

    await user.click(within(card).getByRole('button', { name: 'Cancel and change the number of credits' }));
    expect(within(card).getByRole('button', { name: 'Add Balance' })).toBeInTheDocument();
  });

  it('shows the result dialog and reloads the credits when the session completes', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Balance' }));
    await user.click(await screen.findByRole('button', { name: 'Pay in the Stripe double' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Payment Successfull !!')).toHaveAttribute('data-result', 'success');
    expect(within(dialog).getByText(/listing credits are added/)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === 'subscription')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Balance' })).toBeInTheDocument();
  });

  it('shows a failed checkout coming back to /profile in red', async () => {
    setup('/profile?message=Payment%20Failed');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Payment Failed !!')).toHaveAttribute('data-result', 'failure');
    expect(within(dialog).getByText(/No credits were added/)).toBeInTheDocument();
  });
});
