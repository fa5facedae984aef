import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

export const specFieldsKey = ['admin', 'spec-fields'] as const;

/** GET specs/admin-fields?id=: a category's fields with how many listings give each a value. */
export function useAdminSpecFields(categoryId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...specFieldsKey, categoryId],
    queryFn: ({ signal }) => call(api, 'adminSpecFields', { query: { id: categoryId! }, signal }),
    enabled: categoryId !== undefined,
  });
}
