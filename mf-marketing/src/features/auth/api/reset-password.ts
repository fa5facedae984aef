import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type MessageResponse, type ResetPassword } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/reset-password: the mailed code and the new password. */
export const resetPassword = (api: KyInstance, body: ResetPassword): Promise<MessageResponse> =>
  api.post(endpoints.resetPassword.path, { json: body }).json<MessageResponse>();

export function useResetPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ResetPassword) => resetPassword(api, body) });
}
