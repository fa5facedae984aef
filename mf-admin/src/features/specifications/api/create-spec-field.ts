import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { SpecFieldForm } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { specFieldsKey } from './get-spec-fields';

/** POST specs/fields: adds a field to a category. */
export function useCreateSpecField() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecFieldForm) => call(api, 'createSpecField', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: specFieldsKey }),
  });
}
