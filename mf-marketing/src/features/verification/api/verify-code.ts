import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type AuthResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export interface VerifyInput {
  type: 'buyer' | 'seller';
  email: string;
  otp: string;
  rememberMe: boolean;
}

/** POST signup/buyerVerify or signup/sellerVerify?email=&otp= (docs/product.md §7): the profile and the token. */
export const verifyCode = (api: KyInstance, { type, email, otp, rememberMe }: VerifyInput): Promise<AuthResponse> =>
  api
    .post(type === 'seller' ? endpoints.sellerVerify.path : endpoints.buyerVerify.path, {
      searchParams: { email, otp, rememberMe: String(rememberMe) },
    })
    .json<AuthResponse>();

export function useVerifyCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: VerifyInput) => verifyCode(api, input) });
}
