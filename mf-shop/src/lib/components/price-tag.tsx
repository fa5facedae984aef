import { HStack, Text, VisuallyHidden } from '@xchange/ui';
import { effectivePrice, formatUsd } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';

/** The price a buyer pays; a discount is shown against the struck-through price. */
export function PriceTag({ product, size = 'lg' }: { product: Pick<Product, 'price' | 'discountPrice'>; size?: 'lg' | 'xl' | '2xl' }) {
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
