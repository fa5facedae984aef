import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { json, mockApi } from '../../test/mock-api';
import { LeaseCalculator } from './components/lease-calculator';
import { LeasePage } from './components/lease-page';

const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('lease calculator', () => {
  it('shows the monthly payment for price, term, rate and residual', async () => {
    const { user } = renderWithShell(<LeaseCalculator />);
    await user.type(box(/Equipment price/), '50000');
    await user.selectOptions(screen.getByRole('combobox', { name: /Lease term/ }), '36');
    await user.clear(box(/Yearly interest rate/));
    await user.type(box(/Yearly interest rate/), '6');
    await user.clear(box(/Residual value/));
    await user.type(box(/Residual value/), '5000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('monthly-payment')).toHaveTextContent('$1,393.99');
    expect(screen.getByRole('status')).toHaveTextContent('36 payments of $1,393.99, then $5,000 to own the equipment. Total $55,183.64.');
  });

  it('explains wrong input instead of calculating', async () => {
    const { user } = renderWithShell(<LeaseCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Equipment price is required.')).toBeInTheDocument();
    await user.type(box(/Equipment price/), '1000');
    await user.clear(box(/Residual value/));
    await user.type(box(/Residual value/), '1000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('The residual value must be lower than the price.')).toBeInTheDocument();
    expect(screen.queryByTestId('monthly-payment')).not.toBeInTheDocument();
  });
});

describe('/lease', () => {
  it("'CALCULATE YOUR MONTHLY PAYMENTS' and 'GET APPROVED!' open their panels", async () => {
    const { user } = renderWithShell(<LeasePage />, { route: '/lease' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lease to Own' })).toBeInTheDocument();
    const calc = screen.getByRole('button', { name: 'CALCULATE YOUR MONTHLY PAYMENTS' });
    expect(calc).toHaveAttribute('aria-expanded', 'false');
    await user.click(calc);
    expect(calc).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Lease calculator' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'GET APPROVED!' }));
    expect(screen.getByRole('form', { name: 'Lease application' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Lease calculator' })).not.toBeInTheDocument();
  });

  it('validates the application, sends it and confirms', async () => {
    const thanks = 'Application received. Our leasing team will contact you within one business day.';
    const seen = mockApi({ 'POST lease/apply': () => json(200, { message: thanks }) });
    const { user, notify } = renderWithShell(<LeasePage />, { route: '/lease' });
    await user.click(screen.getByRole('button', { name: 'GET APPROVED!' }));
    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    for (const text of [
      'Full Name is required.',
      'Company Name is required.',
      'Email is required.',
      'Phone is required.',
      'Tell us which equipment you want to lease.',
      'Equipment price is required.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(global.fetch).not.toHaveBeenCalled();
    await user.type(box(/Full Name/), 'Ann Lee');
    await user.type(box(/Company Name/), 'Acme Labs');
    await user.type(box(/Email/), 'ann@acme.test');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+1 555 010 2030');
    await user.type(box(/^Equipment\W*$/), 'Keysight N9020B');
    await user.type(box(/Equipment price/), '42000');
    await user.selectOptions(screen.getByRole('combobox', { name: /Lease term/ }), '48');
    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: thanks }));
    expect(seen[0]?.body).toMatchObject({
      fullName: 'Ann Lee',
      company: 'Acme Labs',
      price: 42000,
      termMonths: 48,
      equipment: 'Keysight N9020B',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(thanks);
  });
});
