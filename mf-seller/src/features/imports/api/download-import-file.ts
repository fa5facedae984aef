import { useMutation } from '@tanstack/react-query';
import { endpointRequest } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import { useApi } from '@xchange/remote-kit';
import { saveFile } from '../../../lib/exports/download-export';

/** A file the import page offers: the empty template in either format, or one import's row-by-row result. */
export type ImportFile = { kind: 'template-csv' } | { kind: 'template-xlsx' } | { kind: 'result'; id: number };

// the names the API's Content-Disposition gives them
const fileName = (file: ImportFile): string =>
  file.kind === 'result' ? `import-${file.id}-result.csv` : `listings-template.${file.kind === 'template-csv' ? 'csv' : 'xlsx'}`;

const request = (api: KyInstance, file: ImportFile) => {
  if (file.kind === 'result') return endpointRequest(api, 'importResultCsv', { params: { id: file.id } });
  return endpointRequest(api, file.kind === 'template-csv' ? 'importTemplateCsv' : 'importTemplateXlsx');
};

/**
 * GET seller/imports/template.csv|.xlsx and seller/imports/:id/result.csv through the signed-in client (the session
 * is a header, so a plain link would be refused); the shared client reports a failure as a notice.
 */
export function useDownloadImportFile() {
  const api = useApi();
  return useMutation({
    mutationFn: async (file: ImportFile) => saveFile(await request(api, file).blob(), fileName(file)),
  });
}
