import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ImportJob } from '@xchange/contract';
import { Button, Stack } from '@xchange/ui';
import { PageIntro, QueryStatus } from '@xchange/remote-kit';
import { isRunning, useImportJob } from '../api/get-import-job';
import { useImportFlow, type ImportFlow } from '../hooks/use-import-flow';
import { ChooseFileStep } from './choose-file-step';
import { FailureAlert } from './failure-alert';
import { ImportProgress } from './import-progress';
import { PreviewStep } from './preview-step';
import { ResultStep } from './result-step';

/** A job's progress bar while it is queued or running, then what `done` shows of it. */
function JobView({ query, label, done }: { query: UseQueryResult<ImportJob>; label: string; done: (job: ImportJob) => ReactNode }) {
  const job = query.data;
  if (!job && query.isError) return <QueryStatus query={query} what="the import" />;
  if (!job || isRunning(job)) return <ImportProgress job={job} label={label} />;
  return done(job);
}

function Steps({ flow }: { flow: ImportFlow }) {
  const preview = useImportJob(flow.previewId);
  const imported = useImportJob(flow.importId);
  if (flow.importId !== null) {
    return <JobView query={imported} label="Importing listings" done={(job) => <ResultStep job={job} onAgain={flow.reset} />} />;
  }
  if (flow.previewId !== null) {
    return (
      <JobView
        query={preview}
        label="Checking rows"
        done={(job) =>
          job.status === 'failed' ? (
            <Stack gap={4} align="start">
              <FailureAlert job={job} />
              <Button colorPalette="brand" onClick={flow.reset}>
                Choose another file
              </Button>
            </Stack>
          ) : (
            <PreviewStep job={job} flow={flow} />
          )
        }
      />
    );
  }
  return <ChooseFileStep flow={flow} />;
}

/** docs/product.md §2.6 "Import listings": a spreadsheet checked row by row, then imported by SKU as a job. */
export function ImportListingsPage() {
  const flow = useImportFlow();
  return (
    <PageIntro
      title="Import listings"
      description="Create and update many listings at once from a CSV or Excel file, matched by your SKU."
      intro="Create and update many listings at once from a spreadsheet: check the file, see every row's errors, then import the rows that pass as published listings or drafts."
    >
      <Steps flow={flow} />
    </PageIntro>
  );
}
