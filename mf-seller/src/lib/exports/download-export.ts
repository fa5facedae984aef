import { useMutation } from '@tanstack/react-query';
import { endpointRequest } from '@xchange/api-client';
import type { OrdersExportQueryInput } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export type ExportCall =
  | { name: 'exportListingsCsv' | 'exportListingsXlsx'; fileName: string }
  | { name: 'exportOrdersCsv' | 'exportOrdersXlsx'; fileName: string; query: OrdersExportQueryInput };

/** Hands a downloaded file to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked a minute later: revoking at once can cancel a download the browser has not started reading
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GET seller/exports/…: the file comes through the shell's client, since the session token travels in a header a
 * plain link could not send; the shell shows a refusal's message as a notice.
 */
export function useDownloadExport() {
  const api = useApi();
  return useMutation({
    mutationFn: async (c: ExportCall) => {
      const blob = await ('query' in c ? endpointRequest(api, c.name, { query: c.query }) : endpointRequest(api, c.name)).blob();
      saveFile(blob, c.fileName);
    },
  });
}

/** Today in the seller's own calendar, as YYYY-MM-DD. */
export const localDay = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
