import { Button, Link, SideNav, Stack } from '@xchange/ui';
import { useCrossLink, useLogout, useSideNavItems, useUnread } from '@xchange/remote-kit';

/** docs/product.md §2.5: the buyer sidebar on every buyer page. */
export function BuyerSidebar() {
  const unread = useUnread();
  const items = useSideNavItems([
    { label: 'My Account', href: '/myacc' },
    { label: 'Watchlist', href: '/watchlist' },
    { label: 'Orders', href: '/buyerorder' },
    { label: 'Cart', href: '/ordersummary' },
    { label: 'Messages', href: '/msg', dot: unread },
    { label: 'Payments', href: '/buyerpayment' },
  ]);
  const home = useCrossLink('/home');
  const logout = useLogout('/loginpage');
  return (
    <Stack as="aside" gap={6} w={{ base: 'full', md: '240px' }} flexShrink={0} borderEndWidth={{ md: '1px' }} p={4}>
      <Link href={home.href} onClick={home.onClick} fontWeight="bold" fontSize="lg" textDecoration="none">
        The Xchange
      </Link>
      <SideNav label="Buyer" items={items} dotLabel="unread messages" />
      <Button variant="outline" onClick={logout}>
        Logout
      </Button>
    </Stack>
  );
}
