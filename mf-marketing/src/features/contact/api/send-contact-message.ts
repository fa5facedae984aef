import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { ContactForm, MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST contact: the API stores the message and mails it to the support team. */
export const sendContactMessage = (api: KyInstance, body: ContactForm): Promise<MessageResponse> => call(api, 'contact', { body });

export function useSendContactMessage() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ContactForm) => sendContactMessage(api, body) });
}
