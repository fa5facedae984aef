import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

/** POST admin/audit-log: one page of recorded admin actions. */
export function useAuditLog(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => call(api, 'auditLog', { body: listBody(query), signal }),
    placeholderData: keepPreviousData,
  });
}
