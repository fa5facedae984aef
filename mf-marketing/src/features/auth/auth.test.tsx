import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { deferred, json, mockApi } from '../../test/mock-api';
import { LoginPanel } from './components/login-panel';

// Typing whole forms key by key takes a few seconds on a busy machine.
jest.setTimeout(30_000);

const profile = { id: 7, username: 'ann@example.com', firstname: 'Ann', lastname: 'Lee' };

describe('login (docs/product.md §2.3, §5)', () => {
  it('says which field is missing', async () => {
    mockApi({});
    const { user } = renderWithShell(<LoginPanel />);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('refuses an address that is no email', async () => {
    mockApi({});
    const { user } = renderWithShell(<LoginPanel />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Invalid Email.')).toBeInTheDocument();
  });

  it('signs a buyer in by default, with LOGIN disabled while the call runs, then goes to /myacc', async () => {
    const answer = deferred<Response>();
    const seen = mockApi({ 'POST auth/buyer': () => answer.promise });
    const { user, session, navigate } = renderWithShell(<LoginPanel />);
    expect(screen.getByRole('radio', { name: 'Buyer' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ann@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGIN' })).toBeDisabled());
    answer.resolve(json(200, { data: profile, authToken: 'jwt-1' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myacc'));
    expect(seen[0]?.body).toEqual({ username: 'ann@example.com', password: 'Secret#123', type: 'buyer', rememberMe: false });
    expect(session.getState()).toMatchObject({ token: 'Bearer jwt-1', type: 'buyer', data: profile });
  });

  it('sends a buyer back to the returnTo path on this site (checkout), never to another origin', async () => {
    mockApi({ 'POST auth/buyer': () => json(200, { data: profile, authToken: 'jwt-3' }) });
    const { user, navigate } = renderWithShell(<LoginPanel />, { route: '/loginpage?returnTo=%2Fordersummary' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ordersummary'));
  });

  it('ignores a returnTo that leaves the site', async () => {
    mockApi({ 'POST auth/buyer': () => json(200, { data: profile, authToken: 'jwt-4' }) });
    const { user, navigate } = renderWithShell(<LoginPanel />, { route: '/loginpage?returnTo=https%3A%2F%2Fevil.test' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myacc'));
  });

  it('signs a seller in with Remember Me and goes to /overview', async () => {
    const seen = mockApi({ 'POST auth/seller': () => json(200, { data: profile, authToken: 'jwt-2' }) });
    const { user, session, navigate } = renderWithShell(<LoginPanel />);
    await user.click(screen.getByRole('radio', { name: 'Seller' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Seller' })).toBeChecked());
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/overview'));
    expect(seen[0]?.body).toMatchObject({ type: 'seller', rememberMe: true });
    expect(session.getState().type).toBe('seller');
  });

  it('stays on the page when the server refuses the login', async () => {
    mockApi({ 'POST auth/buyer': () => json(401, { errors: ['Invalid email or password.'], code: 'ERR_LOGIN' }) });
    const { user, session, navigate } = renderWithShell(<LoginPanel />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled());
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getState().token).toBeNull();
  });
});

describe('forgot password', () => {
  it('mails a code, resets the password with it and returns to the login', async () => {
    const seen = mockApi({
      'POST auth/forgot-password': () => json(200, { message: 'If the account exists, a code has been sent.' }),
      'POST auth/reset-password': () => json(200, { message: 'Password is updated' }),
    });
    const { user, notify } = renderWithShell(<LoginPanel />);
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Seller' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Seller' })).toBeChecked());
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ path: 'auth/forgot-password', body: { username: 'ann@example.com', type: 'seller' } });
    expect(notify).toHaveBeenCalledWith({ type: 'info', title: 'If the account exists, a code has been sent.' });

    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '12');
    await user.type(screen.getByLabelText(/^New Password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Enter a valid 4-digit code')).toBeInTheDocument();
    expect(screen.getByText('Your password must have at least 1 uppercase character')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Verification Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '4821');
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords does not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(seen[1]).toMatchObject({
      path: 'auth/reset-password',
      body: { username: 'ann@example.com', type: 'seller', code: '4821', newPassword: 'Newpass12', confirmPassword: 'Newpass12' },
    });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Password is updated' });
  });
});
