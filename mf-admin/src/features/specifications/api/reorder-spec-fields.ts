import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';
import { specFieldsKey } from './get-spec-fields';

/** PUT specs/order: a category's fields in their new display order. */
export function useReorderSpecFields() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { categoryId: number; ids: number[] }) => call(api, 'reorderSpecFields', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: specFieldsKey }),
  });
}
