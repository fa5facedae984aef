import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { NewReview } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { myReviewsKey } from './get-my-reviews';

/** POST reviews: the buyer reviews the seller of a completed order; the dialog shows a refusal itself. */
export function useCreateReview() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewReview) => call(api, 'createReview', { body, ...withoutNotices }),
    onSettled: () => client.invalidateQueries({ queryKey: myReviewsKey }),
  });
}
