import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { ForgotPassword, MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/forgot-password: mails a 4-digit reset code to the account's address. */
export const forgotPassword = (api: KyInstance, body: ForgotPassword): Promise<MessageResponse> => call(api, 'forgotPassword', { body });

export function useForgotPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ForgotPassword) => forgotPassword(api, body) });
}
