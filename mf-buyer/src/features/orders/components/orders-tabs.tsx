import { NavLink } from 'react-router-dom';
import { Flex, Link } from '@xchange/ui';

const tabs = [
  { label: 'Current Orders', to: '/buyerorder' },
  { label: 'Order History', to: '/buyerorderhistory' },
];

/** Switches between the buyer's current orders and order history. */
export function OrdersTabs() {
  return (
    <Flex as="nav" aria-label="Orders" gap={6} borderBottomWidth="1px">
      {tabs.map((t) => (
        <Link
          key={t.to}
          asChild
          py={2}
          color="fg"
          fontWeight="semibold"
          borderBottomWidth="2px"
          borderColor="transparent"
          css={{ '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' } }}
        >
          <NavLink to={t.to}>{t.label}</NavLink>
        </Link>
      ))}
    </Flex>
  );
}
