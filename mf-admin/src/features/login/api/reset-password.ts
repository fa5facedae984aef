import { useMutation } from '@tanstack/react-query';
import { endpoints, type MessageResponse, type ResetPasswordInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/reset-password: the mailed code and the new password. */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => api.post(endpoints.resetPassword.path, { json: body }).json<MessageResponse>(),
  });
}
