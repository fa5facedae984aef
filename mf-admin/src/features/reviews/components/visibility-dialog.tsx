import { useState, type FormEvent } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { reviewLimits } from '@xchange/contract/listings';
import { reviewVisibilitySchema, validate } from '@xchange/contract/forms';
import type { AdminReview } from '@xchange/contract';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { useSetReviewVisibility } from '../api/set-review-visibility';

/** Hide a visible review or restore a hidden one; the reason goes to the audit log (and, when hiding, stays on the review). */
export function VisibilityDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const save = useSetReviewVisibility();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = !review.hidden;
  const title = hide ? 'Hide review' : 'Restore review';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(reviewVisibilitySchema, { hidden: hide, reason });
    if (!checked.success) {
      setError(checked.fieldErrors.reason);
      return;
    }
    save.mutate(
      { id: review.id, body: checked.output },
      {
        onSuccess: () => {
          notify({ type: 'success', title: hide ? 'The review is hidden from the storefront.' : 'The review is shown again.' });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      busy={save.isPending}
      title={title}
      description={`"${review.title}" about ${review.sellerCompany}`}
      form={{ onSubmit: submit, 'aria-label': title }}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette={hide ? 'red' : 'brand'} loading={save.isPending} loadingText={title}>
            {title}
          </Button>
        </>
      }
    >
      <Stack gap={3} mt={3}>
        <Text fontSize="sm">
          {hide
            ? 'A hidden review leaves the storefront and no longer counts towards the rating.'
            : 'A restored review is shown again and counts towards the rating; the reports made so far are settled.'}
        </Text>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Reason
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={3} maxLength={reviewLimits.reasonMax} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Recorded in the audit log.</Field.HelperText>}
        </Field.Root>
        <ApiErrorAlert error={save.error} />
      </Stack>
    </Modal>
  );
}
