import { useId, useState } from 'react';
import { Badge, Box, Button, HStack, Heading, Link, Stack, Text, chakra } from '@xchange/ui';
import { formatCount, formatDateTime, formatUsd } from '@xchange/contract/core';
import { buyerOffersTexts as t, offerStatusLabels, priceOnRequestLabel } from '@xchange/contract/listings';
import { offerKindLabels, offerTimeLeft } from '@xchange/contract/accounts';
import type { Offer } from '@xchange/contract';
import { useCrossLink } from '@xchange/remote-kit';
import { useNow } from '../use-now';
import { OfferActions } from './offer-actions';
import { OfferHistory } from './offer-history';

const live = (offer: Offer) => offer.status === 'open' || offer.status === 'countered';
const amountLabel = (offer: Offer) =>
  live(offer) ? t.onTheTable : offer.status === 'accepted' || offer.status === 'ordered' ? t.agreed : t.lastAmount;

function ListingName({ offer, id }: { offer: Offer; id: string }) {
  const link = useCrossLink(`/product/${offer.productId}`);
  return (
    <Heading as="h2" size="md" id={id}>
      {offer.productId === null ? (
        offer.productname
      ) : (
        <Link {...link} color="brand.fg">
          {offer.productname}
        </Link>
      )}
    </Heading>
  );
}

/** When the offer lapses (live) or must be ordered by (accepted), as time left and as a date. */
function Deadline({ expiresAt, accepted }: { expiresAt: string; accepted: boolean }) {
  const left = offerTimeLeft(expiresAt, useNow());
  const when = formatDateTime(expiresAt);
  return <>{left ? `${t.expiresIn(left)} (${accepted ? `${t.orderBy} ${when}` : when})` : offerStatusLabels.expired}</>;
}

/** One offer of the buyer's: the listing, seller, amounts against the asking price, time left, status, actions, history. */
export function OfferCard({ offer }: { offer: Offer }) {
  const headingId = useId();
  const [historyShown, setHistoryShown] = useState(false);
  const amount = offer.amount;
  const asking = offer.askingPrice;
  const facts: [string, string][] = [
    [t.seller, offer.seller.company || offer.seller.name],
    [t.quantity, formatCount(offer.quantity)],
    [amountLabel(offer), amount !== null ? formatUsd(amount) : live(offer) ? t.noAmountYet : t.noAmount],
    ...(amount === null ? [] : [[t.total, formatUsd(amount * offer.quantity)] as [string, string]]),
    [
      t.asking,
      asking === null
        ? priceOnRequestLabel
        : offer.quantity > 1
          ? t.askingWithTotal(formatUsd(asking), formatUsd(asking * offer.quantity))
          : formatUsd(asking),
    ],
  ];
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} bg="bg">
      <Stack gap={3}>
        <HStack justify="space-between" align="start" flexWrap="wrap" gap={2}>
          <ListingName offer={offer} id={headingId} />
          <HStack gap={2}>
            <Badge variant="outline">{offerKindLabels[offer.kind]}</Badge>
            <Badge colorPalette={offer.status === 'accepted' || offer.status === 'ordered' ? 'green' : live(offer) ? 'blue' : 'gray'}>
              {offerStatusLabels[offer.status]}
            </Badge>
          </HStack>
        </HStack>
        <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1}>
          {facts.map(([term, value]) => (
            <Box key={term} display="contents">
              <chakra.dt fontWeight="semibold">{term}</chakra.dt>
              <chakra.dd>{value}</chakra.dd>
            </Box>
          ))}
          {offer.expiresAt && (live(offer) || offer.status === 'accepted') && (
            <>
              <chakra.dt fontWeight="semibold">{t.timeLeft}</chakra.dt>
              <chakra.dd>
                <Deadline expiresAt={offer.expiresAt} accepted={offer.status === 'accepted'} />
              </chakra.dd>
            </>
          )}
        </chakra.dl>
        {offer.waitingFor && (
          <Text fontWeight="semibold" color={offer.waitingFor === 'buyer' ? 'orange.fg' : 'fg.muted'}>
            {offer.waitingFor === 'buyer' ? t.waitingForYou : t.waitingForSeller}
          </Text>
        )}
        <OfferActions offer={offer} />
        <Button
          variant="plain"
          size="sm"
          alignSelf="start"
          px={0}
          aria-expanded={historyShown}
          onClick={() => setHistoryShown((shown) => !shown)}
        >
          {historyShown ? t.hideHistory : t.showHistory}
        </Button>
        {historyShown && <OfferHistory offer={offer} />}
      </Stack>
    </Box>
  );
}
