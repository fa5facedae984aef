import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '../testing';
import { ChangePasswordDialog } from './components/change-password-dialog';
import type { PasswordRole } from './account-role';

const paths: Record<PasswordRole, string> = {
  buyer: 'POST auth/buyer-change-password',
  seller: 'POST auth/seller-change-password',
  admin: 'POST admin/admin-change-password',
};

function setup(role: PasswordRole = 'buyer', status = 200) {
  const mock = createMockApi({
    [paths[role]]: {
      status,
      body: status < 400 ? { message: 'Password is updated', authToken: 'fresh-token' } : { errors: ['Old password is wrong.'] },
    },
  });
  const session = { type: role, data: { id: 9, username: `${role}@lab.test` }, token: 'Bearer old-token' };
  const view = renderWithShell(<ChangePasswordDialog role={role} userId={9} />, { api: mock.api, session });
  return { ...view, calls: mock.calls };
}

async function fill(user: ReturnType<typeof setup>['user'], old: string, next: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  if (old) await user.type(screen.getByLabelText('Old Password'), old);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  return dialog;
}

describe('change-password dialog (docs/product.md §5)', () => {
  it('asks for all three passwords', async () => {
    const { user, calls } = setup();
    await fill(user, '', '', '');
    expect(await screen.findByText('Please enter old password')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.getByText('Please re-type your password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Ab1', 'Password must have at least 8 characters'],
    ['abcdefgh', 'Your password must have at least 1 digit character'],
    ['ABCDEFG1', 'Your password must have at least 1 lowercase character'],
    ['abcdefg1', 'Your password must have at least 1 uppercase character'],
  ])('refuses the new password %s with "%s"', async (next, text) => {
    const { user } = setup();
    await fill(user, 'Old#pass1', next, next);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says "Passwords does not match" when the confirmation differs', async () => {
    const { user } = setup();
    await fill(user, 'Old#pass1', 'NewPass12', 'NewPass13');
    expect(await screen.findByText('Passwords does not match')).toBeInTheDocument();
  });

  it("shows every message on one Save, the mismatch beside the other fields' errors", async () => {
    const { user, calls } = setup();
    await fill(user, '', 'Ab1', 'Ab2');
    expect(await screen.findByText('Passwords does not match')).toBeInTheDocument();
    expect(screen.getByText('Please enter old password')).toBeInTheDocument();
    expect(screen.getByText('Password must have at least 8 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['buyer', { accountType: 'Buyer' }],
    ['seller', { accountType: 'Seller' }],
    ['admin', {}],
  ] as const)('sends the %s change to its endpoint and says "Password is updated"', async (role, extra) => {
    const { user, calls, notify, session: store } = setup(role);
    await fill(user, 'Old#pass1', 'NewPass12', 'NewPass12');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Password is updated' }));
    expect(calls[0]).toMatchObject({
      json: { oldPassword: 'Old#pass1', newPassword: 'NewPass12', confirmPassword: 'NewPass12', id: 9, ...extra },
    });
    expect(`${calls[0]!.method} ${calls[0]!.path}`).toBe(paths[role]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState()).toMatchObject({ token: 'fresh-token', type: role, data: { id: 9 } });
  });

  it('stays open without a success notice when the server refuses', async () => {
    const { user, notify } = setup('buyer', 400);
    await fill(user, 'Wrong#pass1', 'NewPass12', 'NewPass12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });
});
