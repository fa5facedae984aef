import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

export const adminProfileQueryKey = ['admin', 'profile'] as const;

/** GET admin/get-adminProfile: the signed-in administrator's name and sign-in user. */
export function useAdminProfile() {
  const api = useApi();
  return useQuery({
    queryKey: adminProfileQueryKey,
    queryFn: ({ signal }) => call(api, 'adminProfile', { signal }),
  });
}
