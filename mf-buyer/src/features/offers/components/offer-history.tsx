import { Skeleton, Stack, Text } from '@xchange/ui';
import { formatDateTime } from '@xchange/contract/core';
import { buyerHistoryLine, buyerOffersTexts as t } from '@xchange/contract/listings';
import type { Offer } from '@xchange/contract';
import { useOfferHistory } from '../api/get-offer';

/** Every step of the offer, oldest first, with who took it, the amount and the message. */
export function OfferHistory({ offer }: { offer: Offer }) {
  const history = useOfferHistory(offer.id);
  if (history.isError) return <Text role="alert">{t.historyFailed}</Text>;
  if (!history.data) return <Skeleton h="16" aria-label={t.historyLabel(offer.productname)} />;
  return (
    <Stack as="ol" aria-label={t.historyLabel(offer.productname)} listStyleType="none" gap={2} borderStartWidth="2px" ps={4}>
      {history.data.map((step, i) => (
        <li key={`${step.at}-${i}`}>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(step.at)}
          </Text>
          <Text fontWeight="semibold">{buyerHistoryLine(step.by, step.step, step.amount)}</Text>
          {step.message && <Text whiteSpace="pre-line">{step.message}</Text>}
        </li>
      ))}
    </Stack>
  );
}
