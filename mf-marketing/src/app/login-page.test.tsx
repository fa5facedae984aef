import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { LoginPage } from './login-page';

describe('/loginpage', () => {
  it('shows the login beside the sign-up form', () => {
    renderWithShell(<LoginPage />, { route: '/loginpage' });
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment/)).not.toBeInTheDocument();
  });

  it('opens the payment dialog after a checkout', async () => {
    renderWithShell(<LoginPage />, { route: '/loginpage?message=Payment%20Successful' });
    expect(await screen.findByText('Payment Successfull !!')).toBeInTheDocument();
  });
});
