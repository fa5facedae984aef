import { Box, Button, Flex, HStack, IconButton, Stack, Text, chakra } from '@xchange/ui';
import { effectivePrice, formatUsd, lineTotal } from '@xchange/contract/core';
import type { CartLine } from '@xchange/contract';
import { useCart } from '@xchange/remote-kit';
import { ProductThumb } from '../../../lib/components/product-thumb';

export interface CartLineItemProps {
  line: CartLine;
  /** Who sells it: from the line, else looked up. */
  seller?: string;
}

/** One cart line (docs/product.md §2.5): picture, name, description, category, brand, seller, price, quantity −/+ and Delete. */
export function CartLineItem({ line, seller }: CartLineItemProps) {
  const increment = useCart((s) => s.increment);
  const decrement = useCart((s) => s.decrement);
  const remove = useCart((s) => s.remove);
  const unit = effectivePrice(line);
  const facts: [string, string][] = [
    ['Category', line.category || 'Not given'],
    ['Brand', line.brand || 'Not given'],
    ['Seller', seller ?? '…'],
  ];
  return (
    <Flex as="li" gap={4} py={4} borderBottomWidth="1px" direction={{ base: 'column', md: 'row' }} aria-label={line.productname}>
      <ProductThumb url={line.primaryfile?.url} fileType={line.primaryfile?.fileType} name={line.productname} size="24" />
      <Stack gap={1} flex="1" minW={0}>
        <Text fontWeight="semibold">{line.productname}</Text>
        {line.description && (
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {line.description}
          </Text>
        )}
        <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={3} fontSize="sm">
          {facts.map(([term, value]) => (
            <Box key={term} display="contents">
              <chakra.dt fontWeight="semibold">{term}</chakra.dt>
              <chakra.dd>{value}</chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Stack>
      <Stack gap={2} align={{ base: 'flex-start', md: 'flex-end' }} minW="12rem">
        <Text>
          {line.discountPrice !== '' && (
            <chakra.s color="fg.muted" me={2}>
              {formatUsd(line.price)}
            </chakra.s>
          )}
          <Text as="span" fontWeight="semibold">
            {formatUsd(unit)}
          </Text>
        </Text>
        <HStack gap={2} role="group" aria-label={`Quantity of ${line.productname}`}>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={`Decrease quantity of ${line.productname}`}
            onClick={() => decrement(line.id)}
          >
            −
          </IconButton>
          <Text minW="2ch" textAlign="center" aria-live="polite" aria-label={`Quantity ${line.quantity}`}>
            {line.quantity}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={`Increase quantity of ${line.productname}`}
            onClick={() => increment(line.id)}
          >
            +
          </IconButton>
        </HStack>
        <Text fontSize="sm">Line total: {formatUsd(lineTotal(line))}</Text>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Delete ${line.productname}`} onClick={() => remove(line.id)}>
          Delete
        </Button>
      </Stack>
    </Flex>
  );
}
