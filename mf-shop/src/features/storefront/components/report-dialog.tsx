import { useState, type FormEvent } from 'react';
import { Button, Field, Stack, Textarea } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { reviewLimits } from '@xchange/contract/listings';
import { reviewReportSchema, validate } from '@xchange/contract/forms';
import type { Review } from '@xchange/contract';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { useReportReview } from '../api/report-review';

/** Report a review to the admins with a reason (once per user). */
export function ReportDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const report = useReportReview();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const checked = validate(reviewReportSchema, { reason });
    if (!checked.success) {
      setError(checked.fieldErrors.reason);
      return;
    }
    report.mutate(
      { id: review.id, reason: checked.output.reason },
      {
        onSuccess: (answer) => {
          notify({ type: 'success', title: answer.message });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      busy={report.isPending}
      title="Report review"
      description={`"${review.title}" by ${review.author}`}
      form={{ onSubmit: submit, 'aria-label': 'Report review' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" loading={report.isPending} loadingText="Send report">
            Send report
          </Button>
        </>
      }
    >
      <Stack gap={3} mt={3}>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Why does this review break the rules?
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={3} maxLength={reviewLimits.reasonMax} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <ApiErrorAlert error={report.error} />
      </Stack>
    </Modal>
  );
}
