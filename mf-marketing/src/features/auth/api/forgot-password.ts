import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type ForgotPassword, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/forgot-password: mails a 4-digit reset code to the account's address. */
export const forgotPassword = (api: KyInstance, body: ForgotPassword): Promise<MessageResponse> =>
  api.post(endpoints.forgotPassword.path, { json: body }).json<MessageResponse>();

export function useForgotPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ForgotPassword) => forgotPassword(api, body) });
}
