import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { LoginPage } from './components/login-page';
import { VerificationPage } from './components/verification-page';

describe('account pages', () => {
  it('login page shows Login beside Sign Up without inert inputs', () => {
    renderWithShell(<LoginPage />, { route: '/loginpage' });
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('verification page asks for the code', () => {
    renderWithShell(<VerificationPage />, { route: '/verification' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Verification Code' })).toBeInTheDocument();
  });
});
