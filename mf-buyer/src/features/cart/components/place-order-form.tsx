import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Stack, Textarea, TextInput, chakra } from '@xchange/ui';
import { cartTotal, successTexts } from '@xchange/contract/core';
import { orderNotesMaxLength } from '@xchange/contract/accounts';
import { placeOrderFormSchema, validate } from '@xchange/contract/forms';
import type { CartLine } from '@xchange/contract';
import { useCart, useNotify, useProfile } from '@xchange/remote-kit';
import { usePlaceOrder } from '../api/place-order';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';

/** Delivery address (from the profile, editable), Notes (500), Preferred Payment Method and Place Order (docs/product.md §2.5, §5). */
export function PlaceOrderForm({ lines }: { lines: CartLine[] }) {
  const profile = useProfile('buyer');
  const clear = useCart((s) => s.clear);
  const notify = useNotify();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const key = useIdempotencyKey();
  const [typedAddress, setAddress] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const address = typedAddress ?? profile.data?.address ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending || lines.length === 0) return;
    const checked = validate(placeOrderFormSchema, { notes, paymentMethod });
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    const body = {
      product: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      deliveryaddress: address.replace(/\s+/g, ' ').trim(),
      paymentMethod: checked.output.paymentMethod,
      notes: checked.output.notes,
      total: cartTotal(lines),
    };
    place.mutate(
      { body, key: key.current() },
      {
        onSuccess: () => {
          key.renew();
          clear();
          notify({ type: 'success', title: successTexts.orderPlaced });
          navigate('/buyerorder');
        },
      },
    );
  };

  return (
    <chakra.form aria-label="Place order" onSubmit={submit} noValidate>
      <Stack gap={4} maxW="2xl">
        <Field.Root>
          <Field.Label>Delivery Address</Field.Label>
          <Textarea value={address} maxLength={orderNotesMaxLength} rows={2} onChange={(e) => setAddress(e.currentTarget.value)} />
          <Field.HelperText>From your profile; change it for this order if needed.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>Notes</Field.Label>
          <Textarea value={notes} maxLength={orderNotesMaxLength} rows={4} onChange={(e) => setNotes(e.currentTarget.value)} />
          <Field.HelperText>{`${notes.length}/${orderNotesMaxLength} characters`}</Field.HelperText>
          {errors.notes && <Field.ErrorText>{errors.notes}</Field.ErrorText>}
        </Field.Root>
        <TextInput
          label="Preferred Payment Method"
          placeholder="e.g. Wire transfer, Credit Card"
          value={paymentMethod}
          onChange={(e) => setPaymentMethod(e.currentTarget.value)}
          onValueChange={setPaymentMethod}
          error={errors.paymentMethod}
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={place.isPending}
          loadingText="Placing order"
          disabled={lines.length === 0}
        >
          Place Order
        </Button>
      </Stack>
    </chakra.form>
  );
}
