import { useId, useState } from 'react';
import { formatDateTime } from '@xchange/contract/core';
import { offerStatusLabels, offerTexts } from '@xchange/contract/listings';
import { offerKindLabels, offerTimeLeft, sellerOfferPageTexts as texts } from '@xchange/contract/accounts';
import type { Offer } from '@xchange/contract';
import { Badge, Button, Card, Heading, HStack, Link, Stack, Text, Wrap } from '@xchange/ui';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { ApiErrorAlert, ignoreRefusal, useCrossLink, useNotify } from '@xchange/remote-kit';
import { useAcceptOffer } from '../api/accept-offer';
import { CounterDialog } from './counter-dialog';
import { DeclineDialog } from './decline-dialog';
import { OfferFacts } from './offer-facts';
import { OfferHistory } from './offer-history';

function ListingLink({ id, name }: { id: number; name: string }) {
  return <Link {...useCrossLink(`/product/${id}`)}>{name}</Link>;
}

/** Whose turn it is, and how long the offer has left (or what became of it). */
function turnText(offer: Offer, now: number): string | null {
  if (offer.status === 'ordered') return texts.ordered;
  const left = offer.expiresAt ? offerTimeLeft(offer.expiresAt, now) : null;
  if (offer.status === 'accepted') return left ? texts.orderWindow(left) : null;
  if (offer.waitingFor === null) return null;
  const turn = offer.waitingFor === 'seller' ? texts.waitingForYou : texts.waitingForBuyer;
  return left ? `${turn} · ${texts.expiresIn(left)}` : turn;
}

type Answer = 'accept' | 'decline' | 'counter';

function Answers({ offer, onAnswer }: { offer: Offer; onAnswer: (answer: Answer) => void }) {
  const canCounter = offer.countersLeft.seller > 0;
  return (
    <Stack gap={2}>
      <Wrap gap={2}>
        {offer.amount !== null && (
          <Button size="sm" colorPalette="brand" onClick={() => onAnswer('accept')}>
            {texts.accept}
          </Button>
        )}
        {canCounter && (
          <Button size="sm" variant="outline" onClick={() => onAnswer('counter')}>
            {offer.amount === null ? texts.quotePrice : texts.counter}
          </Button>
        )}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAnswer('decline')}>
          {texts.decline}
        </Button>
      </Wrap>
      {!canCounter && (
        <Text fontSize="sm" color="fg.muted">
          {offerTexts.noCountersLeft}
        </Text>
      )}
    </Stack>
  );
}

/** One offer or quote request on a listing of the seller's, with its answers when it waits for the seller. */
export function OfferCard({ offer, now }: { offer: Offer; now: number }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const accept = useAcceptOffer();
  const notify = useNotify();
  const titleId = useId();
  const turn = turnText(offer, now);
  const close = () => setAnswer(null);
  const start = (next: Answer) => {
    accept.reset(); // an earlier refusal no longer applies to a new answer
    setAnswer(next);
  };
  // mutateAsync: an accepted offer leaves the Open tab (the list refetches and this card unmounts), and mutate's own
  // callbacks are dropped once the component that called it is gone; a refusal stays in the mutation's error
  const confirmAccept = () =>
    void accept
      .mutateAsync(offer.id)
      .then(() => notify({ type: 'success', title: texts.accepted }), ignoreRefusal)
      .finally(close);
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body>
        <Stack gap={3}>
          <HStack justify="space-between" align="start" wrap="wrap" gap={2}>
            <Stack gap={0}>
              <Heading as="h2" size="md" id={titleId}>
                {offer.productId === null ? offer.productname : <ListingLink id={offer.productId} name={offer.productname} />}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {offerKindLabels[offer.kind]} · <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt)}</time>
              </Text>
            </Stack>
            <Badge colorPalette={offer.waitingFor === 'seller' ? 'orange' : 'gray'}>{offerStatusLabels[offer.status]}</Badge>
          </HStack>
          <OfferFacts offer={offer} />
          {turn && <Text fontWeight="medium">{turn}</Text>}
          {offer.waitingFor === 'seller' && <Answers offer={offer} onAnswer={start} />}
          <ApiErrorAlert error={accept.error} />
          <OfferHistory offer={offer} />
        </Stack>
      </Card.Body>
      {answer === 'accept' && offer.amount !== null && (
        <ConfirmDialog
          open
          title={texts.acceptTitle}
          message={texts.acceptMessage(offer.quantity, offer.amount, offer.buyer.name)}
          confirmLabel={texts.accept}
          loading={accept.isPending}
          onConfirm={confirmAccept}
          onCancel={close}
        />
      )}
      {answer === 'decline' && <DeclineDialog offer={offer} onClose={close} />}
      {answer === 'counter' && <CounterDialog offer={offer} onClose={close} />}
    </Card.Root>
  );
}
