import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { AdminChangePassword, ChangePassword, ChangePasswordForm, PasswordChangedResponse } from '@xchange/contract';
import { useApi } from '../../hooks';
import type { PasswordRole } from '../account-role';

/** POST auth/buyer-change-password, auth/seller-change-password or admin/admin-change-password; answers a fresh token. */
export function changePassword(
  api: KyInstance,
  role: PasswordRole,
  id: number,
  form: ChangePasswordForm,
): Promise<PasswordChangedResponse> {
  if (role === 'admin') {
    const json: AdminChangePassword = { ...form, id };
    return call(api, 'adminChangePassword', { body: json });
  }
  const json: ChangePassword = { ...form, id, accountType: role === 'buyer' ? 'Buyer' : 'Seller' };
  return call(api, role === 'buyer' ? 'buyerChangePassword' : 'sellerChangePassword', { body: json });
}

export function useChangePassword(role: PasswordRole, id: number) {
  const api = useApi();
  return useMutation({ mutationFn: (form: ChangePasswordForm) => changePassword(api, role, id, form) });
}
