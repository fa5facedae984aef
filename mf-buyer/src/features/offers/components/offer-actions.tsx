import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, HStack, Link, Stack, Text } from '@xchange/ui';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { formatUsd } from '@xchange/contract/core';
import { buyerOffersTexts as t, offerOrderLabel } from '@xchange/contract/listings';
import type { Offer } from '@xchange/contract';
import { ignoreRefusal, useNotify } from '@xchange/remote-kit';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useAcceptOffer } from '../api/accept-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { CounterDialog } from './counter-dialog';
import { OrderOfferDialog } from './order-offer-dialog';

type Step = 'accept' | 'counter' | 'withdraw' | 'order';

/**
 * What the buyer may do now (docs/product.md §2.11): accept or counter the seller's counter, withdraw an open offer,
 * order an accepted one; each asks first.
 */
export function OfferActions({ offer }: { offer: Offer }) {
  const [step, setStep] = useState<Step | null>(null);
  const accept = useAcceptOffer();
  const withdraw = useWithdrawOffer();
  const notify = useNotify();
  const navigate = useNavigate();
  // one key per offer until its order is placed: a retry after a lost answer finds the same order
  const orderKey = useIdempotencyKey();
  const close = () => setStep(null);
  const amount = offer.amount;
  const yourTurn = offer.waitingFor === 'buyer' && (offer.status === 'open' || offer.status === 'countered');
  const countersLeft = offer.countersLeft.buyer;

  const buttons: ReactNode[] = [];
  if (yourTurn && amount !== null)
    buttons.push(
      <Button key="accept" colorPalette="brand" onClick={() => setStep('accept')}>
        {t.accept}
      </Button>,
    );
  if (yourTurn)
    buttons.push(
      <Button key="counter" variant="outline" disabled={countersLeft < 1} onClick={() => setStep('counter')}>
        {t.counter}
      </Button>,
    );
  if (offer.status === 'open')
    buttons.push(
      <Button key="withdraw" variant="outline" colorPalette="red" onClick={() => setStep('withdraw')}>
        {t.withdraw}
      </Button>,
    );
  if (offer.status === 'accepted' && amount !== null)
    buttons.push(
      <Button key="order" colorPalette="brand" onClick={() => setStep('order')}>
        {offerOrderLabel(amount, offer.quantity)}
      </Button>,
    );
  if (offer.status === 'ordered')
    buttons.push(
      <Link key="view" asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/buyerorder">{t.viewOrder}</RouterLink>
      </Link>,
    );
  if (!buttons.length) return null;

  return (
    <Stack gap={2}>
      <HStack gap={2} flexWrap="wrap" role="group" aria-label={`Actions on the offer on ${offer.productname}`}>
        {buttons}
      </HStack>
      {yourTurn && <Text fontSize="sm">{countersLeft > 0 ? t.countersLeft(countersLeft) : t.noCountersLeft}</Text>}
      {step === 'accept' && amount !== null && (
        <ConfirmDialog
          open
          title={t.acceptTitle}
          message={t.acceptQuestion(formatUsd(amount), offer.quantity, formatUsd(amount * offer.quantity))}
          confirmLabel={t.accept}
          loading={accept.isPending}
          onCancel={close}
          onConfirm={() =>
            // mutateAsync: the accepted offer leaves the Open tab (the list refetches, this card unmounts), and mutate's
            // own callbacks are dropped once the component that called it is gone
            void accept
              .mutateAsync(offer.id)
              .then(() => {
                notify({ type: 'success', title: t.accepted });
                // where its Place order button now is
                navigate('?tab=accepted');
              }, ignoreRefusal)
              .finally(close)
          }
        />
      )}
      {step === 'withdraw' && (
        <ConfirmDialog
          open
          title={t.withdrawTitle}
          message={t.withdrawQuestion(offer.productname)}
          confirmLabel={t.withdraw}
          loading={withdraw.isPending}
          onCancel={close}
          onConfirm={() =>
            void withdraw
              .mutateAsync(offer.id)
              .then(() => notify({ type: 'success', title: t.withdrawn }), ignoreRefusal)
              .finally(close)
          }
        />
      )}
      {step === 'counter' && <CounterDialog offer={offer} open onClose={close} />}
      {step === 'order' && amount !== null && <OrderOfferDialog offer={{ ...offer, amount }} open onClose={close} attemptKey={orderKey} />}
    </Stack>
  );
}
