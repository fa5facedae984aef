import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Flex, Link } from '@xchange/ui';

const tabs = [
  { label: 'My Account', to: '/sellerhub', also: '/myaccount' },
  { label: 'Subscription', to: '/profile', also: '/profile' },
];

/** SPEC §2.6: the My Account and Subscription tabs of the seller's account pages. */
export function AccountTabs() {
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label="Account" gap={6} borderBottomWidth="1px">
      {tabs.map((t) => {
        const current = pathname === t.to || pathname === t.also;
        return (
          <Link
            key={t.to}
            asChild
            py={2}
            fontWeight="semibold"
            color={current ? 'brand.fg' : 'fg'}
            borderBottomWidth="2px"
            borderColor={current ? 'brand.solid' : 'transparent'}
          >
            <RouterLink to={t.to} aria-current={current ? 'page' : undefined}>
              {t.label}
            </RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}
