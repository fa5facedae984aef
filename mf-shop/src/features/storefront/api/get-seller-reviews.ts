import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** How many reviews a storefront page shows at a time. */
export const reviewsPageSize = 5;

/** GET sellers/:id/reviews: the seller's visible reviews, newest first; the previous page stays while the next loads. */
export function useSellerReviews(id: number, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'storefront', id, 'reviews', page],
    queryFn: ({ signal }) => call(api, 'sellerReviews', { params: { id }, query: { page, size: reviewsPageSize }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}
