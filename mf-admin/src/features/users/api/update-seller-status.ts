import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { accountsKey } from './get-accounts';

/** PUT sellerprofile/updateAccountStatus?id=&status=: an inactive seller cannot sign in and its listings leave the shop. */
export function useUpdateSellerStatus() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(api, 'updateSellerAccountStatus', { query: { id, status: active ? 'true' : 'false' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey('seller') }),
  });
}
