import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { advertsKey } from './get-adverts';

/** PUT advert/deleteAdvert?id=: removes the advert and its stored file. */
export function useDeleteAdvert() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put(endpoints.deleteAdvert.path, { searchParams: { id } }).json<MessageResponse>(),
    onSuccess: () => client.invalidateQueries({ queryKey: advertsKey }),
  });
}
