import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { loadStripe } from '@stripe/stripe-js';
import { renderWithShell, stripeJsDouble, stripeProviderProps } from '../testing';
import { PaymentResultDialog, StripeCheckout } from '.';

jest.mock('@stripe/stripe-js', () => jest.requireActual('../testing').stripeDoubles.stripeJs());
jest.mock('@stripe/react-stripe-js', () => jest.requireActual('../testing').stripeDoubles.reactStripe());

describe('StripeCheckout', () => {
  it("mounts Stripe's form in a named region with the session's client secret and reports completion", async () => {
    const onComplete = jest.fn();
    const session = { clientSecret: 'cs_test_k1_secret_k2', publishableKey: 'pk_test_kit' };
    const { user } = renderWithShell(<StripeCheckout session={session} onComplete={onComplete} />);
    const region = screen.getByRole('region', { name: 'Secure payment by Stripe' });
    expect(await within(region).findByText("Stripe's checkout form")).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_kit');
    const props = stripeProviderProps.at(-1)!;
    expect(props.options.clientSecret).toBe('cs_test_k1_secret_k2');
    await expect(props.stripe).resolves.toBe(stripeJsDouble);
    await user.click(screen.getByRole('button', { name: 'Pay in the Stripe double' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    jest.mocked(loadStripe).mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderWithShell(
      <StripeCheckout session={{ clientSecret: 'cs_x_secret_y', publishableKey: 'pk_test_broken' }} onComplete={jest.fn()} />,
    );
    expect(await screen.findByText(/Stripe's payment form could not be loaded/)).toBeInTheDocument();
  });
});

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

describe('PaymentResultDialog', () => {
  const notes = { success: 'Paid: carry on.', failure: 'Not paid: try again.' };

  it("shows success in green with the page's note, and closing drops only the message", async () => {
    const { user } = renderWithShell(
      <>
        <PaymentResultDialog notes={notes} />
        <Search />
      </>,
      { route: '/profile?tab=credits&message=Payment%20Successful' },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Payment Successfull !!')).toHaveAttribute('data-result', 'success');
    expect(within(dialog).getByText('Paid: carry on.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent(/^\?tab=credits$/);
  });

  it('shows any other message as a failure in red with the failure note', async () => {
    renderWithShell(<PaymentResultDialog notes={notes} />, { route: '/profile?message=Payment%20Failed' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Payment Failed !!')).toHaveAttribute('data-result', 'failure');
    expect(within(dialog).getByText('Not paid: try again.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Paid: carry on.')).not.toBeInTheDocument();
  });

  it('stays closed without a message', () => {
    renderWithShell(<PaymentResultDialog />, { route: '/profile' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
