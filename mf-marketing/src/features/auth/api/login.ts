import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { call } from '@xchange/api-client';
import type { AuthResponse, Login } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export type LoginBody = Login & { type: 'buyer' | 'seller' };

/** POST auth/buyer or auth/seller (docs/product.md §7): the profile and the token. */
export const login = (api: KyInstance, body: LoginBody): Promise<AuthResponse> =>
  call(api, body.type === 'seller' ? 'loginSeller' : 'loginBuyer', { body });

/** The login call as a mutation; failures show the server's texts through the shared client. */
export function useLogin() {
  const api = useApi();
  return useMutation({ mutationFn: (body: LoginBody) => login(api, body) });
}
