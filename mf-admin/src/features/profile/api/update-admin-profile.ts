import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { AdminProfileUpdate } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { adminProfileQueryKey } from './get-admin-profile';

/** POST admin/profile: saves the administrator's name and answers the profile. */
export function useUpdateAdminProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProfileUpdate) => call(api, 'updateAdminProfile', { body }),
    onSuccess: (profile) => queryClient.setQueryData(adminProfileQueryKey, profile),
  });
}
