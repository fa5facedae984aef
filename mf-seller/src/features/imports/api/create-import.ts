import { useMutation } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { ImportMapping, ImportMode } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

export interface ImportUpload {
  file: File;
  mode: ImportMode;
  publish: boolean;
  /** Absent: the server matches the file's headers to our columns by name. */
  mapping?: ImportMapping;
}

/** POST seller/imports: queues a check (preview) or an import of the file and answers the job's id. */
export function useCreateImport() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ file, mode, publish, mapping }: ImportUpload) => {
      const body = new FormData();
      // the fields go before the file, so a streaming multipart reader has them when the file arrives
      body.append('mode', mode);
      body.append('publish', String(publish));
      if (mapping) body.append('mapping', JSON.stringify(mapping));
      body.append('file', file, file.name);
      // a refusal (400) is shown beside the file picker, in the API's words
      return call(api, 'createImport', { body, ...withoutNotices });
    },
  });
}
