import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { MessageResponse, ResendCode } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST signup/resend-code: a fresh code for an account that is not verified yet. */
export const resendCode = (api: KyInstance, body: ResendCode): Promise<MessageResponse> => call(api, 'resendCode', { body });

export function useResendCode() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ResendCode) => resendCode(api, body) });
}
