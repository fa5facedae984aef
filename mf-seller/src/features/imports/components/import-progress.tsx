import type { ImportJob } from '@xchange/contract';
import { Progress } from '@xchange/ui/controls';
import { formatCount } from '@xchange/contract/core';

/** Rows done of the file's rows while a job is queued or running; indeterminate until the file's rows are counted. */
export function ImportProgress({ job, label }: { job: ImportJob | undefined; label: string }) {
  const total = job?.total ?? 0;
  const done = total > 0 ? Math.min(job?.processed ?? 0, total) : null;
  const text = done === null ? 'Waiting to start…' : `${formatCount(done)} of ${formatCount(total)} rows`;
  return (
    <Progress.Root
      value={done}
      max={Math.max(total, 1)}
      colorPalette="brand"
      maxW="xl"
      // the progress bar's accessible name, read again as the value moves
      translations={{ value: () => `${label}: ${text}` }}
    >
      <Progress.Label mb={2}>{label}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText mt={2}>{text}</Progress.ValueText>
    </Progress.Root>
  );
}
