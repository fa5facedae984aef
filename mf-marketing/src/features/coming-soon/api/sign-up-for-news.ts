import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { MessageResponse, NewsletterSignup } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST newsletter: the address is kept for the launch announcement. */
export const signUpForNews = (api: KyInstance, body: NewsletterSignup): Promise<MessageResponse> => call(api, 'newsletterSignup', { body });

export function useSignUpForNews() {
  const api = useApi();
  return useMutation({ mutationFn: (body: NewsletterSignup) => signUpForNews(api, body) });
}
