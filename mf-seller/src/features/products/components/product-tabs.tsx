import { NavLink } from 'react-router-dom';
import { Flex, Link } from '@xchange/ui';

const tabs = [
  { label: 'Recent Products', to: '/products' },
  { label: 'All Products', to: '/allproducts' },
];

/** Switches between the seller's recent and complete product lists. */
export function ProductTabs() {
  return (
    <Flex as="nav" aria-label="Product lists" gap={6} borderBottomWidth="1px">
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
