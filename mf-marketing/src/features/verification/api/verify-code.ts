import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { call } from '@xchange/api-client';
import type { AuthResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export interface VerifyInput {
  type: 'buyer' | 'seller';
  email: string;
  otp: string;
  rememberMe: boolean;
}

/** POST signup/buyerVerify or signup/sellerVerify?email=&otp= (docs/product.md §7): the profile and the token. */
export const verifyCode = (api: KyInstance, { type, email, otp, rememberMe }: VerifyInput): Promise<AuthResponse> =>
  call(api, type === 'seller' ? 'sellerVerify' : 'buyerVerify', { query: { email, otp, rememberMe: rememberMe ? 'true' : 'false' } });

export function useVerifyCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: VerifyInput) => verifyCode(api, input) });
}
