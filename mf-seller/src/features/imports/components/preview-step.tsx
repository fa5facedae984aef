import { useState } from 'react';
import type { ImportJob } from '@xchange/contract';
import { Button, Heading, HStack, Stack, Text } from '@xchange/ui';
import { ApiErrorAlert } from '@xchange/remote-kit';
import { formatCount } from '@xchange/contract/core';
import type { ImportFlow } from '../hooks/use-import-flow';
import { ColumnMapping } from './column-mapping';
import { ImportCounts } from './import-counts';
import { PublishChoice } from './publish-choice';
import { RowErrorsTable } from './row-errors-table';

const listings = (n: number) => (n === 1 ? '1 listing' : `${formatCount(n)} listings`);

/** Step 2: what the import would do, each row's errors, the column mapping, and the import itself. */
export function PreviewStep({ job, flow }: { job: ImportJob; flow: ImportFlow }) {
  const [publish, setPublish] = useState(true);
  const ready = job.total - job.failed;
  const busy = flow.create.isPending;
  const importing = busy && flow.create.variables?.mode === 'import';
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h2" size="lg">
          Check of {job.fileName}
        </Heading>
        <Text color="fg.muted">
          {job.failed === 0
            ? `All ${listings(job.total)} can be imported. Nothing has been written yet.`
            : `${listings(ready)} of ${formatCount(job.total)} can be imported; rows with errors are left out. Fix them in your file and check it again, or import the rest now. Nothing has been written yet.`}
        </Text>
      </Stack>
      <ImportCounts job={job} />
      <RowErrorsTable job={job} />
      <ColumnMapping job={job} mapping={flow.mapping} disabled={busy} onChange={flow.remap} />
      <PublishChoice publish={publish} onChange={setPublish} />
      <ApiErrorAlert error={flow.create.error} />
      <HStack gap={3} wrap="wrap">
        <Button colorPalette="brand" disabled={ready === 0 || busy} loading={importing} onClick={() => flow.runImport(publish)}>
          Import {listings(ready)}
        </Button>
        <Button variant="outline" disabled={busy} onClick={flow.reset}>
          Choose another file
        </Button>
      </HStack>
    </Stack>
  );
}
