import { useState, type FormEvent } from 'react';
import { Button, Field, Stack, Textarea, chakra } from '@xchange/ui';
import { formatCount } from '@xchange/contract/core';
import { reviewLimits } from '@xchange/contract/listings';
import { reviewReplySchema, validate } from '@xchange/contract/forms';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { useReplyReview } from '../api/reply-review';

/** The seller's one public reply to a review; it cannot be changed once published. */
export function ReplyForm({ reviewId, title }: { reviewId: number; title: string }) {
  const reply = useReplyReview();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const checked = validate(reviewReplySchema, { text });
    if (!checked.success) {
      setError(checked.fieldErrors.text);
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: reviewId, body: checked.output },
      { onSuccess: () => notify({ type: 'success', title: 'Your reply is published under the review.' }) },
    );
  };
  return (
    <chakra.form onSubmit={submit} aria-label={`Reply to "${title}"`} noValidate>
      <Stack gap={2}>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Your public reply</Field.Label>
          <Textarea rows={3} maxLength={reviewLimits.replyMax} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Field.HelperText>{`${text.length} / ${formatCount(reviewLimits.replyMax)} characters · you can reply once`}</Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <ApiErrorAlert error={reply.error} />
        <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" loading={reply.isPending} loadingText="Publish reply">
          Publish reply
        </Button>
      </Stack>
    </chakra.form>
  );
}
