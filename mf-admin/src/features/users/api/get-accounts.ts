import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type AccountListResponse } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export type AccountKind = 'buyer' | 'seller';
export const accountsKey = (kind: AccountKind) => ['admin', 'accounts', kind] as const;
const listEndpoint = { buyer: endpoints.buyerList, seller: endpoints.sellerList } as const;

/** POST buyerprofile/getBuyerList or sellerprofile/getSellerList: one page of accounts (answer in `body`). */
export function useAccounts(kind: AccountKind, query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...accountsKey(kind), query],
    queryFn: async ({ signal }) => (await api.post(listEndpoint[kind].path, { json: listBody(query), signal }).json<AccountListResponse>()).body,
    placeholderData: keepPreviousData,
  });
}
