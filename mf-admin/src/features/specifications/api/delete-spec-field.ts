import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { specFieldsKey } from './get-spec-fields';

/** PUT specs/deleteField?id=&uses=: deletes a field and its values, if the count the admin saw is still right. */
export function useDeleteSpecField() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: { id: number; uses: number }) => call(api, 'deleteSpecField', { query }),
    onSuccess: () => client.invalidateQueries({ queryKey: specFieldsKey }),
  });
}
