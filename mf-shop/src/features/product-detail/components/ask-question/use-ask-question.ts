import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { AskQuestionInput } from '@xchange/contract';
import { messageThreadsKey, useApi } from '@xchange/remote-kit';

/** POST message/question: the buyer's question about a listing, to its seller (docs/product.md §2.5). */
export function useAskQuestion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskQuestionInput) => call(api, 'askQuestion', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messageThreadsKey('buyer') }),
  });
}
