import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { ResetPasswordInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/reset-password: the mailed code and the new password. */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => call(api, 'resetPassword', { body }),
  });
}
