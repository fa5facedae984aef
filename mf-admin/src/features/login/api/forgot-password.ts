import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { ForgotPassword } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/forgot-password: mails a 4-digit reset code to the admin's email. */
export function useForgotPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ForgotPassword) => call(api, 'forgotPassword', { body }),
  });
}
