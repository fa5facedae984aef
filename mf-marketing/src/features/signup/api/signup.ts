import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { call } from '@xchange/api-client';
import type { AuthResponse, Signup } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST signup/buyer or signup/seller (docs/product.md §7): the new, unverified account and its id. */
export const signup = (api: KyInstance, body: Signup): Promise<AuthResponse> =>
  call(api, body.type === 'seller' ? 'signupSeller' : 'signupBuyer', { body });

export function useSignup() {
  const api = useApi();
  return useMutation({ mutationFn: (body: Signup) => signup(api, body) });
}
