import { Link as RouterLink } from 'react-router-dom';
import type { ImportJob } from '@xchange/contract';
import { Button, Heading, HStack, Stack, Text } from '@xchange/ui';
import { useDownloadImportFile } from '../api/download-import-file';
import { FailureAlert } from './failure-alert';
import { ImportCounts } from './import-counts';
import { RowErrorsTable } from './row-errors-table';

/** Step 3: what the import wrote (or why it stopped), its row-by-row result as CSV, and where to go next. */
export function ResultStep({ job, onAgain }: { job: ImportJob; onAgain: () => void }) {
  const download = useDownloadImportFile();
  const where = job.publish ? 'published in the shop' : 'saved as drafts';
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h2" size="lg">
          {job.status === 'failed' ? `Import of ${job.fileName} stopped` : `Import of ${job.fileName} finished`}
        </Heading>
        {job.status === 'done' && (
          <Text color="fg.muted">{`New and changed listings are ${where}. Rows that failed were not written at all.`}</Text>
        )}
      </Stack>
      {job.status === 'failed' && <FailureAlert job={job} />}
      <ImportCounts job={job} />
      <RowErrorsTable job={job} />
      <HStack gap={3} wrap="wrap">
        <Button variant="outline" loading={download.isPending} onClick={() => download.mutate({ kind: 'result', id: job.id })}>
          Download the result (CSV)
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/products">Go to Products</RouterLink>
        </Button>
        <Button colorPalette="brand" onClick={onAgain}>
          Import another file
        </Button>
      </HStack>
    </Stack>
  );
}
