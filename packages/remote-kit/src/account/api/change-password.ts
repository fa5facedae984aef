import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type AdminChangePassword, type ChangePassword, type ChangePasswordForm, type PasswordChangedResponse } from '@xchange/contract';
import { useApi } from '../../hooks';
import type { PasswordRole } from '../account-role';

/** POST auth/buyer-change-password, auth/seller-change-password or admin/admin-change-password; answers a fresh token. */
export function changePassword(api: KyInstance, role: PasswordRole, id: number, form: ChangePasswordForm): Promise<PasswordChangedResponse> {
  if (role === 'admin') {
    const json: AdminChangePassword = { ...form, id };
    return api.post(endpoints.adminChangePassword.path, { json }).json<PasswordChangedResponse>();
  }
  const json: ChangePassword = { ...form, id, accountType: role === 'buyer' ? 'Buyer' : 'Seller' };
  const endpoint = role === 'buyer' ? endpoints.buyerChangePassword : endpoints.sellerChangePassword;
  return api.post(endpoint.path, { json }).json<PasswordChangedResponse>();
}

export function useChangePassword(role: PasswordRole, id: number) {
  const api = useApi();
  return useMutation({ mutationFn: (form: ChangePasswordForm) => changePassword(api, role, id, form) });
}
