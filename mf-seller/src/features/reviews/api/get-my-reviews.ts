import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

export const sellerReviewsKey = ['seller', 'reviews'] as const;
export const sellerReviewsPageSize = 10;

/** GET sellers/:id/reviews for the signed-in seller: its visible reviews, newest first, as its storefront shows them. */
export function useMyReviews(sellerId: number | undefined, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...sellerReviewsKey, sellerId, page],
    queryFn: ({ signal }) =>
      call(api, 'sellerReviews', { params: { id: sellerId! }, query: { page, size: sellerReviewsPageSize }, signal }),
    enabled: sellerId !== undefined,
    placeholderData: keepPreviousData,
  });
}
