import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type AuthResponse, type Signup } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST signup/buyer or signup/seller (docs/product.md §7): the new, unverified account and its id. */
export const signup = (api: KyInstance, body: Signup): Promise<AuthResponse> =>
  api.post(body.type === 'seller' ? endpoints.signupSeller.path : endpoints.signupBuyer.path, { json: body }).json<AuthResponse>();

export function useSignup() {
  const api = useApi();
  return useMutation({ mutationFn: (body: Signup) => signup(api, body) });
}
