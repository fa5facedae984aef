import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { ProfileUpdate, SellerProfileUpdate } from '@xchange/contract';
import { useApi } from '../../hooks';
import { accountEndpoints, type AccountProfile, type AccountRole } from '../account-role';
import { profileQueryKey } from './get-profile';

/** PUT buyerprofile/update or sellerprofile/update; answers the saved profile. */
export const updateProfile = (api: KyInstance, role: AccountRole, body: ProfileUpdate | SellerProfileUpdate): Promise<AccountProfile> =>
  call(api, accountEndpoints[role].update, { body });

/** Saves the profile form and keeps the profile query in step with the answer. */
export function useUpdateProfile(role: AccountRole) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate | SellerProfileUpdate) => updateProfile(api, role, body),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(role), profile),
  });
}
