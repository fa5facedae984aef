import { Box, Button, Flex, Stack, Text } from '@xchange/ui';
import { cartTotal, formatUsd } from '@xchange/contract/core';
import type { CartLine } from '@xchange/contract';

/** Sub Total and Total of the cart (docs/product.md §9) and 'Proceed to Checkout'. */
export function CartTotals({ lines, onCheckout }: { lines: readonly CartLine[]; onCheckout: () => void }) {
  const total = cartTotal(lines);
  return (
    <Stack
      as="section"
      aria-label="Cart totals"
      gap={3}
      p={5}
      borderWidth="1px"
      borderRadius="md"
      minW={{ md: '18rem' }}
      alignSelf="flex-start"
    >
      <Flex justify="space-between">
        <Text>Sub Total</Text>
        <Text data-testid="cart-subtotal">{formatUsd(total)}</Text>
      </Flex>
      <Box borderTopWidth="1px" />
      <Flex justify="space-between" fontWeight="bold">
        <Text>Total</Text>
        <Text data-testid="cart-total">{formatUsd(total)}</Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Shipping and payment are arranged with each seller after you order.
      </Text>
      <Button colorPalette="brand" onClick={onCheckout}>
        Proceed to Checkout
      </Button>
    </Stack>
  );
}
