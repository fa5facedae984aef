import { useMutation } from '@tanstack/react-query';
import { endpoints, type AuthResponse, type LoginInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/admin with type 'admin': answers the admin's data and token. */
export function useLoginAdmin() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: Omit<LoginInput, 'type'>) => api.post(endpoints.loginAdmin.path, { json: { ...body, type: 'admin' } }).json<AuthResponse>(),
  });
}
