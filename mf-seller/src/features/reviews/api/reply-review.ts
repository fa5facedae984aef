import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { ReviewReply } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { sellerReviewsKey } from './get-my-reviews';

/** POST reviews/:id/reply: the seller's one public answer; the form shows a refusal itself. */
export function useReplyReview() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewReply }) => call(api, 'replyReview', { params: { id }, body, ...withoutNotices }),
    onSettled: () => client.invalidateQueries({ queryKey: sellerReviewsKey }),
  });
}
