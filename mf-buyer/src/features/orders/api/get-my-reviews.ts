import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

export const myReviewsKey = ['buyer', 'reviews'] as const;

/** GET reviews/mine: the buyer's own reviews, so a reviewed order shows "Reviewed". */
export function useMyReviews() {
  const api = useApi();
  return useQuery({ queryKey: myReviewsKey, queryFn: ({ signal }) => call(api, 'myReviews', { signal }) });
}
