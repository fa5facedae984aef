import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type AuditLogPage } from '@xchange/contract';
import { useApi, listBody, type ListState } from '@xchange/remote-kit';

/** POST admin/audit-log: one page of recorded admin actions. */
export function useAuditLog(query: ListState) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => api.post(endpoints.auditLog.path, { json: listBody(query), signal }).json<AuditLogPage>(),
    placeholderData: keepPreviousData,
  });
}
