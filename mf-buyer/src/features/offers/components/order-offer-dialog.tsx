import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Stack, Text, Textarea, TextInput } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { formatUsd } from '@xchange/contract/core';
import { buyerOffersTexts as t, offerOrderLabel } from '@xchange/contract/listings';
import { orderNotesMaxLength } from '@xchange/contract/accounts';
import { placeOrderFormSchema, validate } from '@xchange/contract/forms';
import type { Offer } from '@xchange/contract';
import { useNotify, useProfile } from '@xchange/remote-kit';
import { useOrderOffer } from '../api/order-offer';

export interface OrderOfferDialogProps {
  offer: Offer & { amount: number };
  open: boolean;
  onClose: () => void;
  /** The attempt's Idempotency-Key: the same until an order is placed, so a retry never orders twice. */
  attemptKey: { current: () => string; renew: () => void };
}

/** "Place order at $X": the accepted offer becomes an order at the agreed amount, with the cart's order fields. */
export function OrderOfferDialog({ offer, open, onClose, attemptKey }: OrderOfferDialogProps) {
  const profile = useProfile('buyer');
  const order = useOrderOffer();
  const notify = useNotify();
  const navigate = useNavigate();
  const [typedAddress, setAddress] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const address = typedAddress ?? profile.data?.address ?? '';
  const label = offerOrderLabel(offer.amount, offer.quantity);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order.isPending) return;
    const checked = validate(placeOrderFormSchema, { notes, paymentMethod });
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    const body = {
      deliveryaddress: address.replace(/\s+/g, ' ').trim(),
      postcode: checked.output.paymentMethod,
      notes: checked.output.notes,
    };
    order.mutate(
      { id: offer.id, body, key: attemptKey.current() },
      {
        onSuccess: () => {
          attemptKey.renew();
          notify({ type: 'success', title: t.ordered });
          navigate('/buyerorder');
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={order.isPending}
      title={t.orderTitle}
      description={offer.productname}
      form={{ onSubmit: submit, 'aria-label': t.orderTitle }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={order.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={order.isPending} loadingText={label}>
            {label}
          </Button>
        </>
      }
    >
      <Stack gap={4} mt={3}>
        <Text>{t.orderSummary(formatUsd(offer.amount), offer.quantity, formatUsd(offer.amount * offer.quantity))}</Text>
        <Field.Root>
          <Field.Label>{t.deliveryAddress}</Field.Label>
          <Textarea value={address} maxLength={orderNotesMaxLength} rows={2} onChange={(e) => setAddress(e.currentTarget.value)} />
          <Field.HelperText>{t.deliveryHint}</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>{t.notes}</Field.Label>
          <Textarea value={notes} maxLength={orderNotesMaxLength} rows={3} onChange={(e) => setNotes(e.currentTarget.value)} />
          <Field.HelperText>{`${notes.length}/${orderNotesMaxLength} characters`}</Field.HelperText>
          {errors.notes && <Field.ErrorText>{errors.notes}</Field.ErrorText>}
        </Field.Root>
        <TextInput
          label={t.paymentMethod}
          placeholder="e.g. Wire transfer, Credit Card"
          value={paymentMethod}
          onChange={(e) => setPaymentMethod(e.currentTarget.value)}
          onValueChange={setPaymentMethod}
          error={errors.paymentMethod}
        />
      </Stack>
    </Modal>
  );
}
