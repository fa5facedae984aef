import type { ImportJob } from '@xchange/contract';
import { Alert } from '@xchange/ui';

/** Why a whole job stopped (status failed), in the server's words. */
export function FailureAlert({ job }: { job: ImportJob }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{job.mode === 'preview' ? 'The file could not be checked' : 'The import stopped before the end'}</Alert.Title>
        <Alert.Description>{job.failure ?? 'No reason was given. Please try again.'}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
