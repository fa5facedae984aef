import { useId } from 'react';
import { formatDateTime, formatUsd } from '@xchange/contract/core';
import { offerStatusLabels } from '@xchange/contract/listings';
import { adminOfferTexts as texts, offerHistoryLabels, offerPartyLabels } from '@xchange/contract/accounts';
import type { Offer } from '@xchange/contract';
import { Badge, Box, Heading, HStack, List, Stack, Text } from '@xchange/ui';
import { DetailList, type DetailRow } from '@xchange/remote-kit';

const money = (amount: number | null, quantity: number) => (amount === null ? texts.noPriceYet : texts.amountTimes(amount, quantity));

/** One offer as it stands and every step it went through, for an administrator settling a dispute. */
export function OfferRecord({ offer }: { offer: Offer }) {
  const titleId = useId();
  const seller = offer.seller.company ? `${offer.seller.name}, ${offer.seller.company}` : offer.seller.name;
  const rows: DetailRow[] = [
    [texts.buyer, texts.account(offer.buyer.name, offer.buyer.id)],
    [texts.seller, texts.account(seller, offer.seller.id)],
    [texts.amount, money(offer.amount, offer.quantity)],
    [texts.asking, offer.askingPrice === null ? texts.onRequest : texts.perUnit(offer.askingPrice)],
    [texts.made, formatDateTime(offer.createdAt)],
    ...(offer.expiresAt ? [[texts.expires, formatDateTime(offer.expiresAt)] as const] : []),
    ...(offer.orderId !== null ? [[texts.order, texts.orderNumber(offer.orderId)] as const] : []),
  ];
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p={4}>
      <Stack gap={3}>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id={titleId}>
            {texts.record(offer.kind, offer.id, offer.productname)}
          </Heading>
          <Badge>{offerStatusLabels[offer.status]}</Badge>
        </HStack>
        <DetailList rows={rows} />
        <List.Root as="ol" gap={2} ps={5} aria-label={texts.steps(offer.id)}>
          {(offer.history ?? []).map((step, i) => (
            <List.Item key={`${step.at}-${i}`}>
              <Text>
                <time dateTime={step.at}>{formatDateTime(step.at)}</time> · {offerPartyLabels[step.by]}: {offerHistoryLabels[step.step]}
                {step.amount === null ? '' : ` at ${formatUsd(step.amount)} per unit`}
              </Text>
              {step.message && (
                <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                  “{step.message}”
                </Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Box>
  );
}
