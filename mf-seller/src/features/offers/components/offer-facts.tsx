import { formatUsd } from '@xchange/contract/core';
import { offerVersusAsking, sellerOfferPageTexts as texts } from '@xchange/contract/accounts';
import type { Offer } from '@xchange/contract';
import { DetailList, type DetailRow } from '@xchange/remote-kit';

/** Who asks, how many, the amount on the table per unit and in total against the asking price, and the message. */
export function OfferFacts({ offer }: { offer: Offer }) {
  const { amount, askingPrice: asking, quantity } = offer;
  const rows: DetailRow[] = [
    [texts.buyer, offer.buyer.name],
    [texts.quantity, String(quantity)],
    [
      texts.perUnit,
      amount === null ? texts.noPriceYet : `${formatUsd(amount)}${asking === null ? '' : ` (${offerVersusAsking(amount, asking)})`}`,
    ],
    ...(amount === null ? [] : [[texts.total, formatUsd(amount * quantity)] as const]),
    [texts.asking, asking === null ? texts.onRequest : `${formatUsd(asking)} per unit (${formatUsd(asking * quantity)} in total)`],
    [texts.message, offer.message || texts.noMessage],
  ];
  return <DetailList rows={rows} />;
}
