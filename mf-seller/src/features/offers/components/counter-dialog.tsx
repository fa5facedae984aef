import { useForm } from 'react-hook-form';
import { formatUsd } from '@xchange/contract/core';
import { offerLimits } from '@xchange/contract/listings';
import { sellerOfferPageTexts as texts } from '@xchange/contract/accounts';
import { counterOfferSchema, formResolver } from '@xchange/contract/forms';
import type { Offer } from '@xchange/contract';
import { Field, Text, Textarea, TextInput } from '@xchange/ui';
import { useNotify } from '@xchange/remote-kit';
import { useCounterOffer } from '../api/counter-offer';
import { OfferFormDialog } from './offer-form-dialog';
import { offerSummary } from './offer-summary';

/** Counter an offer with another price per unit, or answer a quote request with the first one. */
export function CounterDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const notify = useNotify();
  const counter = useCounterOffer();
  const quote = offer.amount === null;
  // what is on the table and what the listing asks, as far as either is known
  const standing = [
    offer.amount === null ? '' : `${texts.perUnit}: ${formatUsd(offer.amount)}.`,
    offer.askingPrice === null ? '' : texts.counterAsking(offer.askingPrice),
  ]
    .filter(Boolean)
    .join(' ');
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(counterOfferSchema),
    defaultValues: { amount: '', message: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit((body) =>
    counter.mutate(
      { id: offer.id, body },
      {
        onSuccess: () => {
          notify({ type: 'success', title: quote ? texts.quoted : texts.countered });
          onClose();
        },
      },
    ),
  );
  return (
    <OfferFormDialog
      title={quote ? texts.quoteTitle : texts.counterTitle}
      description={offerSummary(offer)}
      submitLabel={quote ? texts.quoteSubmit : texts.counterSubmit}
      saving={counter.isPending}
      error={counter.error}
      onSubmit={submit}
      onClose={onClose}
    >
      {standing && <Text fontSize="sm">{standing}</Text>}
      <TextInput
        label={texts.counterAmount}
        required
        inputMode="decimal"
        autoFocus
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Field.Root invalid={!!errors.message}>
        <Field.Label>{texts.counterMessage}</Field.Label>
        <Textarea rows={3} maxLength={offerLimits.messageMax} {...register('message')} />
        {errors.message && <Field.ErrorText>{errors.message.message}</Field.ErrorText>}
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        {texts.countersLeft(offer.countersLeft.seller)}
      </Text>
    </OfferFormDialog>
  );
}
