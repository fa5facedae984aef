import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import type { Subscription } from '@xchange/contract';
import { SubscriptionPage } from './components/account-pages';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen', username: 'seller@lab.test' } };
const active: Subscription = {
  sellerId: 12,
  status: 'active',
  plan: 'annual',
  renewal: 'recurring',
  amount: 999,
  memberSince: '2025-03-14T10:00:00.000Z',
  currentPeriodEnd: '2027-03-14T10:00:00.000Z',
  nextPaymentDate: '2027-03-14T10:00:00.000Z',
  credits: { total: 40, used: 17, available: 23 },
  transactions: [
    { id: 'pay_2', date: '2026-03-14T10:00:00.000Z', description: 'Annual subscription renewal', amount: 999, status: 'paid' },
    { id: 'pay_1', date: '2026-05-02T09:00:00.000Z', description: '10 listing credits', amount: 50, status: 'failed' },
  ],
};

function setup(
  subscription: Subscription = active,
  checkout: { sessionId: string; url?: string } = { sessionId: 'cs_1', url: 'https://checkout.test/cs_1' },
) {
  const mock = createMockApi({ 'GET subscription': { body: subscription }, 'POST subscription/checkout': { body: checkout } });
  const view = renderWithShell(<SubscriptionPage />, { route: '/profile', session, api: mock.api });
  return { ...view, calls: mock.calls };
}

const stat = (region: HTMLElement, label: string) => within(region).getByText(label).parentElement!;

describe('Subscription tab (docs/product.md §2.6)', () => {
  it("shows the seller's real subscription, credits and payments", async () => {
    setup();
    const details = await screen.findByRole('region', { name: 'Subscription details' });
    expect(stat(details, 'Member since')).toHaveTextContent('March 14, 2025');
    expect(stat(details, 'Subscription type')).toHaveTextContent('Annual ($999 a year)');
    expect(stat(details, 'Renewal')).toHaveTextContent('Recurring');
    expect(stat(details, 'Next payment date')).toHaveTextContent('March 14, 2027');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/your listings are published/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay subscription' })).not.toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'Listing credits' });
    expect(stat(credits, 'Total')).toHaveTextContent('40');
    expect(stat(credits, 'Used')).toHaveTextContent('17');
    expect(stat(credits, 'Available')).toHaveTextContent('23');
    const rows = within(screen.getByRole('table', { name: 'Payment history' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('March 14, 2026Annual subscription renewal$999Paid');
    expect(rows[2]).toHaveTextContent('May 2, 202610 listing credits$50Failed');
  });

  it.each([
    ['pending', 'Pending', 'has not been completed yet'],
    ['past_due', 'Past due', 'did not go through'],
    ['canceled', 'Canceled', 'was canceled'],
    ['expired', 'Expired', 'has expired'],
  ] as const)('explains a %s subscription and offers to pay it', async (status, label, text) => {
    const { user, navigate } = setup({ ...active, status, transactions: [] });
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay subscription' }));
    expect(navigate).toHaveBeenCalledWith('/stripe?sellerId=12');
  });

  it('Add Balance opens the checkout for the chosen number of credits', async () => {
    const { user, calls } = setup();
    const credits = await screen.findByRole('spinbutton', { name: 'Number of credits' });
    await user.clear(credits);
    await user.type(credits, '12');
    await user.click(screen.getByRole('button', { name: 'Add Balance' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'subscription/checkout', json: { credits: 12 } });
  });

  it('refuses a number of credits outside 1 to 1000', async () => {
    const { user, calls } = setup();
    const credits = await screen.findByRole('spinbutton', { name: 'Number of credits' });
    await user.clear(credits);
    await user.type(credits, '0');
    await user.click(screen.getByRole('button', { name: 'Add Balance' }));
    expect(await screen.findByText('Enter a whole number of credits from 1 to 1000.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when the subscription cannot be loaded', async () => {
    const mock = createMockApi({ 'GET subscription': { status: 403, body: { errors: ['Forbidden'] } } });
    renderWithShell(<SubscriptionPage />, { route: '/profile', session, api: mock.api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription could not be loaded.');
  });
});
