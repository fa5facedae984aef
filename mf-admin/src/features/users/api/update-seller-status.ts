import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AccountRow } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { accountsKey } from './get-accounts';

/** PUT sellerprofile/updateAccountStatus?id=&status=: an inactive seller cannot sign in and its listings leave the shop. */
export function useUpdateSellerStatus() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put(endpoints.updateSellerAccountStatus.path, { searchParams: { id, status: String(active) } }).json<AccountRow>(),
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey('seller') }),
  });
}
