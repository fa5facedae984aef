import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { PromotionStatus } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export const promotionsKey = ['admin', 'promotions'] as const;

/** POST promotions/getPromotions: one page of one tab ('true' active, 'false' upcoming). */
export function usePromotions(status: PromotionStatus, query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...promotionsKey, status, query],
    queryFn: ({ signal }) => call(api, 'promotions', { body: { ...listBody(query), status }, signal }),
    placeholderData: keepPreviousData,
  });
}
