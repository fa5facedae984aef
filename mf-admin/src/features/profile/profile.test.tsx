import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { AdminProfilePage } from './components/admin-profile-page';

const admin = { id: 1, name: 'Dana Whitfield', authuser: 'admin@lab.test' };
const session = { type: 'admin' as const, data: admin };

function setup() {
  const mock = createMockApi({
    'GET admin/get-adminProfile': { body: admin },
    'POST admin/profile': ({ json }) => ({ body: { ...admin, ...(json as object) } }),
    'POST admin/admin-change-password': { body: { message: 'Password is updated', authToken: 'fresh-admin-token' } },
  });
  const view = renderWithShell(<AdminProfilePage />, { route: '/admin-profile', session, api: mock.api });
  return { ...view, calls: mock.calls };
}

describe('/admin-profile (docs/product.md §2.7)', () => {
  it('shows the name and the read-only sign-in user', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Dana Whitfield');
    expect(screen.getByRole('textbox', { name: /Auth User/ })).toHaveValue('admin@lab.test');
    expect(screen.getByRole('textbox', { name: /Auth User/ })).toHaveAttribute('readonly');
  });

  it('needs a name', async () => {
    const { user, calls } = setup();
    await user.clear(await screen.findByRole('textbox', { name: /Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves the name, says "Profile updated" and stores the answer as the user data', async () => {
    const { user, calls, notify, session: store } = setup();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Dana W. Whitfield');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Profile updated' }));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'admin/profile', json: { name: 'Dana W. Whitfield' } });
    expect(store.getState().data).toMatchObject({ id: 1, name: 'Dana W. Whitfield', authuser: 'admin@lab.test' });
  });

  it('changes the password through the admin endpoint', async () => {
    const { user, calls, notify } = setup();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(await screen.findByLabelText('Old Password'), 'Admin#2024pass');
    await user.type(screen.getByLabelText('New Password'), 'Admin2025pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Admin2025pass');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Password is updated' }));
    expect(calls.find((c) => c.path === 'admin/admin-change-password')?.json).toEqual({
      oldPassword: 'Admin#2024pass',
      newPassword: 'Admin2025pass',
      confirmPassword: 'Admin2025pass',
      id: 1,
    });
  });
});
