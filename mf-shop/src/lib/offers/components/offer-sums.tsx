import { Box, Text, chakra } from '@xchange/ui';
import { effectivePrice, formatCount, formatUsd } from '@xchange/contract/core';
import { offerDialogTexts as t, offerLimits, priceOnRequestLabel } from '@xchange/contract/listings';
import type { Product } from '@xchange/contract';

const validQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= offerLimits.maxQuantity;

/** The asking price against the amount offered, per unit and in total, as the buyer types. */
export function OfferSums({ product, amount, quantity }: { product: Product; amount: number | null; quantity: number }) {
  const onRequest = Boolean(product.priceonrequest);
  const asking = effectivePrice(product);
  const count = validQuantity(quantity) ? quantity : 1;
  const offered = amount !== null && Number.isFinite(amount) && amount > 0 ? amount : null;
  const rows: [string, string][] = [[t.askingPrice, onRequest ? priceOnRequestLabel : formatUsd(asking)]];
  if (!onRequest && count > 1) rows.push([t.askingTotal, formatUsd(asking * count)]);
  if (offered === null) rows.push([t.quantityLabel, formatCount(count)]);
  else rows.push([t.yourTotal, `${formatUsd(offered * count)} (${formatCount(count)} × ${formatUsd(offered)})`]);
  const below = offered !== null && !onRequest && offered < asking ? Math.round(((asking - offered) / asking) * 100) : 0;
  return (
    <Box>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1}>
        {rows.map(([term, value]) => (
          <Box key={term} display="contents">
            <chakra.dt fontWeight="semibold">{term}</chakra.dt>
            <chakra.dd>{value}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {below > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t.belowAsking(below)}
        </Text>
      )}
    </Box>
  );
}
