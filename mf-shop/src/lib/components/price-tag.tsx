import { HStack, Text, VisuallyHidden } from '@xchange/ui';
import { effectivePrice, formatUsd } from '@xchange/contract/core';
import { priceOnRequestLabel } from '@xchange/contract/listings';
import type { Product } from '@xchange/contract';

type Priced = Pick<Product, 'price' | 'discountPrice' | 'priceonrequest'>;

/** The price a buyer pays; a discount is shown against the struck-through price; none for a listing priced on request. */
export function PriceTag({ product, size = 'lg' }: { product: Priced; size?: 'lg' | 'xl' | '2xl' }) {
  // docs/product.md §2.11: the answer still carries a price, which the seller asked not to show
  if (product.priceonrequest)
    return (
      <Text as="span" fontWeight="bold" fontSize={size}>
        {priceOnRequestLabel}
      </Text>
    );
  const pays = effectivePrice(product);
  const discounted = pays !== product.price;
  return (
    <HStack as="span" gap={2} align="baseline" flexWrap="wrap">
      <Text as="span" fontWeight="bold" fontSize={size} color={discounted ? 'red.700' : 'fg'}>
        {discounted && <VisuallyHidden>Discount price </VisuallyHidden>}
        {formatUsd(pays)}
      </Text>
      {discounted && (
        <Text as="s" color="fg.muted" fontSize="sm">
          <VisuallyHidden>Was </VisuallyHidden>
          {formatUsd(product.price)}
        </Text>
      )}
    </HStack>
  );
}
