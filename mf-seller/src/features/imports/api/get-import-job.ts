import { useQuery } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { ImportJob } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** How often a queued or running job is asked for again. */
export const importPollMs = 1000;

export const isRunning = (job: ImportJob | undefined): boolean => job?.status === 'queued' || job?.status === 'running';

/** GET seller/imports/:id: one of the seller's import jobs, asked again every second until it is done or failed. */
export function useImportJob(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['seller', 'imports', id],
    queryFn: ({ signal }) => call(api, 'sellerImport', { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? importPollMs : false),
  });
}
