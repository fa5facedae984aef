import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AdminProfile, type AdminProfileUpdate } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { adminProfileQueryKey } from './get-admin-profile';

/** POST admin/profile: saves the administrator's name and answers the profile. */
export function useUpdateAdminProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProfileUpdate) => api.post(endpoints.updateAdminProfile.path, { json: body }).json<AdminProfile>(),
    onSuccess: (profile) => queryClient.setQueryData(adminProfileQueryKey, profile),
  });
}
