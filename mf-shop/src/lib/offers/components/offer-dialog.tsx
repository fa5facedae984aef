import { useState, type FormEvent } from 'react';
import { Button, Field, Input, InputGroup, Link, Stack, Text, Textarea } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { formatDateTime } from '@xchange/contract/core';
import { offerDialogTexts as t, offerButtonLabels, offerLimits, offerTexts } from '@xchange/contract/listings';
import { newOfferSchema, validate } from '@xchange/contract/forms';
import type { Offer, OfferKind, Product } from '@xchange/contract';
import { useCrossLink, useNotify, useProfile } from '@xchange/remote-kit';
import { useCreateOffer } from '../api/create-offer';
import { OfferSums } from './offer-sums';
import { ServerError } from './server-error';

const cleanAmount = (typed: string) => typed.replace(/[\s$,]/g, '');

/** What became of the offer at once: the seller's auto amounts may accept or decline it on arrival. */
const outcomeOf = (offer: Offer, kind: OfferKind): { type: 'success' | 'info'; title: string } =>
  offer.status === 'accepted'
    ? { type: 'success', title: t.autoAccepted }
    : offer.status === 'declined'
      ? { type: 'info', title: offerTexts.autoDeclined }
      : { type: 'success', title: t.sent[kind] };

export interface OfferDialogProps {
  product: Product;
  kind: OfferKind;
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product.md §2.11: "Make an offer" (amount per unit, quantity, message) or "Request a quote" (quantity, message)
 * on one listing, with the buyer's shipping place from the profile and the 48-hour expiry.
 */
export function OfferDialog({ product, kind, open, onClose }: OfferDialogProps) {
  const profile = useProfile('buyer');
  const account = useCrossLink('/myacc');
  const offersLink = useCrossLink('/buyeroffers');
  const notify = useNotify();
  const create = useCreateOffer();
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<Offer | null>(null);
  const title = offerButtonLabels[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = validate(newOfferSchema, {
      productId: product.id,
      kind,
      quantity,
      message,
      // '18,500' and '$18,500' read as the buyer meant them
      ...(kind === 'offer' ? { amount: cleanAmount(amount) } : {}),
    });
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    create.mutate(checked.output, {
      onSuccess: (offer) => {
        setSent(offer);
        notify(outcomeOf(offer, kind));
      },
    });
  };

  const close = () => {
    if (!create.isPending) onClose();
  };

  if (sent)
    return (
      <Modal
        open={open}
        onClose={close}
        title={outcomeOf(sent, kind).title}
        closeButton
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Close
            </Button>
            <Button asChild colorPalette="brand">
              <a {...offersLink}>{t.seeOffers}</a>
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <Text fontWeight="semibold">{product.productname}</Text>
          <OfferSums product={product} amount={sent.amount} quantity={sent.quantity} />
          {sent.status === 'open' && sent.expiresAt && <Text>{t.sentDetail(formatDateTime(sent.expiresAt))}</Text>}
        </Stack>
      </Modal>
    );

  return (
    <Modal
      open={open}
      onClose={close}
      busy={create.isPending}
      title={title}
      description={product.productname}
      closeButton
      form={{ onSubmit: submit, 'aria-label': title }}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText={t.send[kind]}>
            {t.send[kind]}
          </Button>
        </>
      }
    >
      <Stack gap={4} mt={3}>
        {kind === 'quote' && <Text>{t.quoteIntro}</Text>}
        {kind === 'offer' && (
          <Field.Root invalid={Boolean(errors.amount)} required>
            <Field.Label>
              {t.amountLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            <InputGroup startElement="$">
              <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
            </InputGroup>
            {errors.amount && <Field.ErrorText>{errors.amount}</Field.ErrorText>}
          </Field.Root>
        )}
        <Field.Root invalid={Boolean(errors.quantity)}>
          <Field.Label>{t.quantityLabel}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={offerLimits.maxQuantity}
            step={1}
            maxW="32"
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
          />
          {errors.quantity ? (
            <Field.ErrorText>{errors.quantity}</Field.ErrorText>
          ) : (
            product.quantity !== undefined && <Field.HelperText>{t.available(product.quantity)}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.message)}>
          <Field.Label>{t.messageLabel}</Field.Label>
          <Textarea rows={4} maxLength={offerLimits.messageMax} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          <Field.HelperText>{`${t.messageHint[kind]} ${t.messageCount(message.length)}`}</Field.HelperText>
          {errors.message && <Field.ErrorText>{errors.message}</Field.ErrorText>}
        </Field.Root>
        <Stack gap={0}>
          <Text fontWeight="semibold">{t.shipsTo}</Text>
          <Text>{profile.data?.address || (profile.isPending ? '…' : t.noPlace)}</Text>
          <Link {...account} color="brand.fg" fontSize="sm" alignSelf="start">
            {t.changePlace}
          </Link>
        </Stack>
        <OfferSums product={product} amount={kind === 'offer' ? Number(cleanAmount(amount)) : null} quantity={Number(quantity)} />
        <Text fontSize="sm" color="fg.muted">
          {t.expiry[kind]}
        </Text>
        <ServerError error={create.error} offersLink={offersLink} />
      </Stack>
    </Modal>
  );
}
