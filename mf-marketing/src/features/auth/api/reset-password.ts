import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { MessageResponse, ResetPassword } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/reset-password: the mailed code and the new password. */
export const resetPassword = (api: KyInstance, body: ResetPassword): Promise<MessageResponse> => call(api, 'resetPassword', { body });

export function useResetPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ResetPassword) => resetPassword(api, body) });
}
