import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { advertsKey } from './get-adverts';

/** PUT advert/deleteAdvert?id=: removes the advert and its stored file. */
export function useDeleteAdvert() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api, 'deleteAdvert', { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: advertsKey }),
  });
}
