import { useForm } from 'react-hook-form';
import { offerLimits } from '@xchange/contract/listings';
import { sellerOfferPageTexts as texts } from '@xchange/contract/accounts';
import { declineOfferSchema, formResolver } from '@xchange/contract/forms';
import type { Offer } from '@xchange/contract';
import { Field, Textarea } from '@xchange/ui';
import { ignoreRefusal, useNotify } from '@xchange/remote-kit';
import { useDeclineOffer } from '../api/decline-offer';
import { OfferFormDialog } from './offer-form-dialog';
import { offerSummary } from './offer-summary';

/** Decline an offer, with an optional reason the buyer reads. */
export function DeclineDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const notify = useNotify();
  const decline = useDeclineOffer();
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(declineOfferSchema),
    defaultValues: { reason: '' },
  });
  const error = formState.errors.reason?.message;
  // mutateAsync: a declined offer leaves the Open tab and this dialog's card unmounts before mutate's callbacks would run
  const submit = handleSubmit((body) =>
    decline.mutateAsync({ id: offer.id, body }).then(() => {
      notify({ type: 'success', title: texts.declined });
      onClose();
    }, ignoreRefusal),
  );
  return (
    <OfferFormDialog
      title={texts.declineTitle}
      description={offerSummary(offer)}
      submitLabel={texts.declineSubmit}
      saving={decline.isPending}
      error={decline.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field.Root invalid={!!error}>
        <Field.Label>{texts.declineReason}</Field.Label>
        <Textarea rows={3} maxLength={offerLimits.messageMax} autoFocus {...register('reason')} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{texts.declineReasonHelp}</Field.HelperText>}
      </Field.Root>
    </OfferFormDialog>
  );
}
