import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { LoginInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST auth/admin with type 'admin': answers the admin's data and token. */
export function useLoginAdmin() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: Omit<LoginInput, 'type'>) => call(api, 'loginAdmin', { body: { ...body, type: 'admin' } }),
  });
}
