import { Link as RouterLink } from 'react-router-dom';
import { Badge, Flex, Heading, Link } from '@xchange/ui';
import { displayName } from '@xchange/contract/core';
import { useCart, useSession } from '@xchange/remote-kit';
import { CartIcon } from './cart-icon';

/** docs/product.md §2.1: the buyer header with the cart count and the greeting. */
export function BuyerHeader() {
  const count = useCart((s) => s.lines.length);
  const name = useSession((s) => displayName(s.data));
  return (
    <Flex as="header" align="center" justify="space-between" gap={4} px={6} py={4} borderBottomWidth="1px">
      <Heading as="p" size="lg">
        Buyer
      </Heading>
      <Flex align="center" gap={6}>
        <Link asChild aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} position="relative">
          <RouterLink to="/ordersummary">
            <CartIcon />
            <Badge colorPalette="brand" variant="solid" borderRadius="full" aria-hidden>
              {count}
            </Badge>
          </RouterLink>
        </Link>
        <Link asChild fontWeight="semibold">
          <RouterLink to="/myacc">Hello, {name}</RouterLink>
        </Link>
      </Flex>
    </Flex>
  );
}
