import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { ReviewModerationFilter } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export const adminReviewsKey = ['admin', 'reviews'] as const;
export const adminReviewsPageSize = 10;

/** GET admin/reviews: reported ones first (most reports first), or the hidden ones, or all. */
export function useAdminReviews(filter: ReviewModerationFilter, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...adminReviewsKey, filter, page],
    queryFn: ({ signal }) => call(api, 'adminReviews', { query: { filter, page, size: adminReviewsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
