import { useState, type FormEvent } from 'react';
import { Button, Field, Input, InputGroup, Stack, Text, Textarea } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { formatUsd } from '@xchange/contract/core';
import { buyerOffersTexts as t, offerDialogTexts, offerLimits } from '@xchange/contract/listings';
import { counterOfferSchema, validate } from '@xchange/contract/forms';
import type { Offer } from '@xchange/contract';
import { useNotify } from '@xchange/remote-kit';
import { useCounterOffer } from '../api/counter-offer';

/** The buyer's counter to the seller's amount: a new amount per unit and a message (at most 3 counters). */
export function CounterDialog({ offer, open, onClose }: { offer: Offer; open: boolean; onClose: () => void }) {
  const counter = useCounterOffer();
  const notify = useNotify();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typed = Number(amount.replace(/[\s$,]/g, ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (counter.isPending) return;
    const checked = validate(counterOfferSchema, { amount: amount.replace(/[\s$,]/g, ''), message });
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    counter.mutate(
      { id: offer.id, body: checked.output },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t.countered });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={counter.isPending}
      title={t.counterTitle}
      description={offer.productname}
      form={{ onSubmit: submit, 'aria-label': t.counterTitle }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={counter.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={counter.isPending} loadingText={t.counterSend}>
            {t.counterSend}
          </Button>
        </>
      }
    >
      <Stack gap={4} mt={3}>
        {offer.amount !== null && <Text>{t.sellerAsks(formatUsd(offer.amount), offer.quantity)}</Text>}
        <Field.Root invalid={Boolean(errors.amount)} required>
          <Field.Label>
            {t.counterAmount}
            <Field.RequiredIndicator />
          </Field.Label>
          <InputGroup startElement="$">
            <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          </InputGroup>
          {errors.amount ? (
            <Field.ErrorText>{errors.amount}</Field.ErrorText>
          ) : (
            typed > 0 && <Field.HelperText>{`${t.total}: ${formatUsd(typed * offer.quantity)}`}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.message)}>
          <Field.Label>{t.counterMessage}</Field.Label>
          <Textarea rows={3} maxLength={offerLimits.messageMax} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          <Field.HelperText>{offerDialogTexts.messageCount(message.length)}</Field.HelperText>
          {errors.message && <Field.ErrorText>{errors.message}</Field.ErrorText>}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {`${t.countersLeft(offer.countersLeft.buyer)} ${t.counterExpiry}`}
        </Text>
      </Stack>
    </Modal>
  );
}
