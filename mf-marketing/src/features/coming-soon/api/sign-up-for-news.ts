import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type MessageResponse, type NewsletterSignup } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST newsletter: the address is kept for the launch announcement. */
export const signUpForNews = (api: KyInstance, body: NewsletterSignup): Promise<MessageResponse> =>
  api.post(endpoints.newsletterSignup.path, { json: body }).json<MessageResponse>();

export function useSignUpForNews() {
  const api = useApi();
  return useMutation({ mutationFn: (body: NewsletterSignup) => signUpForNews(api, body) });
}
