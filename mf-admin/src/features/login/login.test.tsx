import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { AdminLoginPage } from './components/admin-login-page';

const admin = { id: 1, name: 'Dana Whitfield', authuser: 'admin@lab.test' };

function setup(routes: MockRoutes = {}) {
  const mock = createMockApi(routes);
  const view = renderWithShell(<AdminLoginPage />, { route: '/admin-login', api: mock.api });
  return { ...view, calls: mock.calls };
}

describe('/admin-login (docs/product.md §2.3, §5)', () => {
  it('asks for the email and the password', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses an email that is not one', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin-at-lab');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Invalid Email.')).toBeInTheDocument();
  });

  it('signs in as admin and opens /admin-profile', async () => {
    const { user, calls, session, navigate } = setup({ 'POST auth/admin': { body: { data: admin, authToken: 'jwt-1' } } });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@lab.test');
    await user.type(screen.getByLabelText('Password'), 'Admin#2024pass');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin-profile'));
    expect(calls[0]!.json).toEqual({ username: 'admin@lab.test', password: 'Admin#2024pass', type: 'admin' });
    expect(session.getState()).toMatchObject({ token: 'jwt-1', type: 'admin', data: admin });
  });

  it('stays on the page when the server refuses the login', async () => {
    const { user, navigate, session } = setup({ 'POST auth/admin': { status: 401, body: { errors: ['Invalid email or password.'] } } });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@lab.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled());
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getState().token).toBeNull();
  });

  it('resets a forgotten password with the mailed code, then returns to the login with a notice', async () => {
    const { user, calls, notify } = setup({
      'POST auth/forgot-password': { body: { message: 'sent' } },
      'POST auth/reset-password': { body: { message: 'reset' } },
    });
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@lab.test');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('admin@lab.test');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12');
    await user.type(screen.getByLabelText('New Password'), 'NewPass12');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewPass13');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Enter a valid 4-digit code')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '34');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords does not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'NewPass12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Password is updated' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(calls.map((c) => c.json)).toEqual([
      { username: 'admin@lab.test', type: 'admin' },
      { username: 'admin@lab.test', type: 'admin', code: '1234', newPassword: 'NewPass12', confirmPassword: 'NewPass12' },
    ]);
  });
});
