import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { deferred, json, mockApi } from '../../test/mock-api';
import { SubscriptionPaymentResult } from './components/subscription-payment-result';
import { StripePage } from './components/stripe-page';
import { openCheckout } from './open-checkout';

jest.mock('./open-checkout', () => ({ openCheckout: jest.fn() }));

const seller = { type: 'seller' as const, data: { id: 42, firstname: 'Ann', lastname: 'Lee' } };

describe('/stripe (docs/product.md §2.3)', () => {
  it('states the $999 annual total and what it includes', () => {
    renderWithShell(<StripePage />, { route: '/stripe?sellerId=42', session: seller });
    expect(screen.getByRole('heading', { level: 1, name: 'Annual Subscription' })).toBeInTheDocument();
    expect(screen.getByText('$999')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What the subscription includes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it('opens the checkout page the API returns, with the button disabled while the call runs', async () => {
    const answer = deferred<Response>();
    const seen = mockApi({ 'POST signup/stripe': () => answer.promise });
    const { user } = renderWithShell(<StripePage />, { route: '/stripe?sellerId=42', session: seller });
    await user.click(screen.getByRole('button', { name: 'Pay With Stripe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay With Stripe' })).toBeDisabled());
    answer.resolve(json(200, { sessionId: 'cs_1', url: '/api/v1/test-checkout/cs_1' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('/api/v1/test-checkout/cs_1'));
    expect(seen[0]).toMatchObject({ method: 'POST', path: 'signup/stripe', query: { reference: '42' } });
  });

  it('asks a visitor to log in first', () => {
    renderWithShell(<StripePage />, { route: '/stripe?sellerId=42' });
    expect(screen.queryByRole('button', { name: 'Pay With Stripe' })).not.toBeInTheDocument();
    expect(screen.getByText(/Please log in as a seller/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/loginpage');
  });
});

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

describe('payment result dialog on /loginpage', () => {
  it('shows success in green and drops the message when closed', async () => {
    const { user } = renderWithShell(
      <>
        <SubscriptionPaymentResult />
        <Search />
      </>,
      { route: '/loginpage?message=Payment%20Successful' },
    );
    const text = await screen.findByText('Payment Successfull !!');
    expect(text).toHaveAttribute('data-result', 'success');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Payment Successfull !!')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent(/^$/);
  });

  it('shows failure in red for any other message', async () => {
    renderWithShell(<SubscriptionPaymentResult />, { route: '/loginpage?message=Payment%20Failed' });
    const text = await screen.findByText('Payment Failed !!');
    expect(text).toHaveAttribute('data-result', 'failure');
  });

  it('stays closed without a message', () => {
    renderWithShell(<SubscriptionPaymentResult />, { route: '/loginpage' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
