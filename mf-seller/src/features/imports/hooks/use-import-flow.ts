import { useState } from 'react';
import type { ImportMapping } from '@xchange/contract';
import { useCreateImport } from '../api/create-import';

interface Flow {
  file: File | null;
  /** Set once the seller changes a column's source; until then the server matches headers by name. */
  mapping?: ImportMapping;
  previewId: number | null;
  importId: number | null;
}

const start: Flow = { file: null, previewId: null, importId: null };

/** The page's steps: a file is checked (a preview job), checked again with another mapping, then imported. */
export function useImportFlow() {
  const create = useCreateImport();
  const [flow, setFlow] = useState<Flow>(start);

  const preview = (file: File, mapping?: ImportMapping) => {
    // a new mapping keeps the last check on screen until the new one is queued
    setFlow((f) => ({ file, mapping, previewId: mapping ? f.previewId : null, importId: null }));
    // mutate's own callbacks run for the latest call only, so a slower earlier check never replaces a newer one
    create.mutate({ file, mode: 'preview', publish: false, mapping }, { onSuccess: ({ id }) => setFlow((f) => ({ ...f, previewId: id })) });
  };

  return {
    ...flow,
    create,
    check: (file: File) => preview(file),
    remap: (mapping: ImportMapping) => flow.file && preview(flow.file, mapping),
    runImport: (publish: boolean) =>
      flow.file &&
      create.mutate(
        { file: flow.file, mode: 'import', publish, mapping: flow.mapping },
        { onSuccess: ({ id }) => setFlow((f) => ({ ...f, importId: id })) },
      ),
    reset: () => {
      create.reset();
      setFlow(start);
    },
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
