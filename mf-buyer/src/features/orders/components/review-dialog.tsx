import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { RadioGroup } from '@xchange/ui/controls';
import { formatCount } from '@xchange/contract/core';
import { reviewLimits } from '@xchange/contract/listings';
import { reviewFormSchema, validate } from '@xchange/contract/forms';
import type { Order } from '@xchange/contract';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { useCreateReview } from '../api/create-review';

const stars = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/** The buyer's review of the seller of one completed order: 1–5 stars, a title and a text of up to 2,000 characters. */
export function ReviewDialog({ order, seller, onClose }: { order: Order; seller: string; onClose: () => void }) {
  const create = useCreateReview();
  const notify = useNotify();
  const [rating, setRating] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const heading = `Review ${seller}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = validate(reviewFormSchema, { rating, title, text });
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    create.mutate(
      { orderId: order.id, ...checked.output },
      {
        onSuccess: () => {
          notify({ type: 'success', title: 'Thank you: your review is published on the seller’s storefront.' });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      busy={create.isPending}
      title={heading}
      description={`Order ${order.ordernumber}`}
      form={{ onSubmit: submit, 'aria-label': heading }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="Publish review">
            Publish review
          </Button>
        </>
      }
    >
      <Stack gap={4} mt={3}>
        <Field.Root invalid={Boolean(errors.rating)} required>
          <RadioGroup.Root aria-label="Rating" value={rating} onValueChange={(d) => setRating(d.value ?? '')} colorPalette="brand">
            <Text fontWeight="medium" mb={2} aria-hidden="true">
              Rating
            </Text>
            <HStack gap={4} wrap="wrap">
              {stars.map((n) => (
                <RadioGroup.Item key={n} value={String(n)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{starLabel(n)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {errors.rating && <Field.ErrorText>{errors.rating}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>
            Title
            <Field.RequiredIndicator />
          </Field.Label>
          <Input maxLength={reviewLimits.titleMax} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          {errors.title && <Field.ErrorText>{errors.title}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.text)} required>
          <Field.Label>
            Your review
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={6} maxLength={reviewLimits.textMax} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Field.HelperText>{`${text.length} / ${formatCount(reviewLimits.textMax)} characters`}</Field.HelperText>
          {errors.text && <Field.ErrorText>{errors.text}</Field.ErrorText>}
        </Field.Root>
        <ApiErrorAlert error={create.error} />
      </Stack>
    </Modal>
  );
}
