import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { UpdateSpecField } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { specFieldsKey } from './get-spec-fields';

/** PUT specs/fields: renames or edits a field (what would mislabel values is refused). */
export function useUpdateSpecField() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSpecField) => call(api, 'updateSpecField', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: specFieldsKey }),
  });
}
