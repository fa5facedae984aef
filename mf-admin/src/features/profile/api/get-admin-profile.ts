import { useQuery } from '@tanstack/react-query';
import { endpoints, type AdminProfile } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export const adminProfileQueryKey = ['admin', 'profile'] as const;

/** GET admin/get-adminProfile: the signed-in administrator's name and sign-in user. */
export function useAdminProfile() {
  const api = useApi();
  return useQuery({
    queryKey: adminProfileQueryKey,
    queryFn: ({ signal }) => api.get(endpoints.adminProfile.path, { signal }).json<AdminProfile>(),
  });
}
