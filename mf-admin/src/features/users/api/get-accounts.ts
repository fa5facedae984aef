import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

export type AccountKind = 'buyer' | 'seller';
export const accountsKey = (kind: AccountKind) => ['admin', 'accounts', kind] as const;
const listEndpoint = { buyer: 'buyerList', seller: 'sellerList' } as const;

/** POST buyerprofile/getBuyerList or sellerprofile/getSellerList: one page of accounts (answer in `body`). */
export function useAccounts(kind: AccountKind, query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: [...accountsKey(kind), query],
    queryFn: async ({ signal }) => (await call(api, listEndpoint[kind], { body: listBody(query), signal })).body,
    placeholderData: keepPreviousData,
  });
}
