import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type MessageResponse, type ResendCode } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST signup/resend-code: a fresh code for an account that is not verified yet. */
export const resendCode = (api: KyInstance, body: ResendCode): Promise<MessageResponse> =>
  api.post(endpoints.resendCode.path, { json: body }).json<MessageResponse>();

export function useResendCode() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ResendCode) => resendCode(api, body) });
}
