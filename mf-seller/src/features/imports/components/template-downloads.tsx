import { Button, HStack } from '@xchange/ui';
import { useDownloadImportFile } from '../api/download-import-file';

/** The template (our columns as headers and one example listing) in either format. */
export function TemplateDownloads() {
  const download = useDownloadImportFile();
  const pending = (kind: string) => download.isPending && download.variables.kind === kind;
  return (
    <HStack gap={3} wrap="wrap">
      <Button variant="outline" loading={pending('template-csv')} onClick={() => download.mutate({ kind: 'template-csv' })}>
        Download the template (CSV)
      </Button>
      <Button variant="outline" loading={pending('template-xlsx')} onClick={() => download.mutate({ kind: 'template-xlsx' })}>
        Download the template (Excel)
      </Button>
    </HStack>
  );
}
