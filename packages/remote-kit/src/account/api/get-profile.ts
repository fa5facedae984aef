import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import { useApi } from '../../hooks';
import { accountEndpoints, type AccountProfile, type AccountRole } from '../account-role';

export const profileQueryKey = (role: AccountRole) => ['account', role, 'profile'] as const;

/** GET buyerprofile/get-profile or sellerprofile/get-profile. */
export const getProfile = (api: KyInstance, role: AccountRole, signal?: AbortSignal): Promise<AccountProfile> =>
  call(api, accountEndpoints[role].get, { signal });

/** The signed-in buyer's or seller's own profile. */
export function useProfile(role: AccountRole) {
  const api = useApi();
  return useQuery({ queryKey: profileQueryKey(role), queryFn: ({ signal }) => getProfile(api, role, signal) });
}
