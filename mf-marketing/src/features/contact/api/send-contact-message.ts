import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type ContactForm, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST contact: the API stores the message and mails it to the support team. */
export const sendContactMessage = (api: KyInstance, body: ContactForm): Promise<MessageResponse> =>
  api.post(endpoints.contact.path, { json: body }).json<MessageResponse>();

export function useSendContactMessage() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ContactForm) => sendContactMessage(api, body) });
}
