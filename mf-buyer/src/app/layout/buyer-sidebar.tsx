import { Button, Link, useNarrowScreen } from '@xchange/ui';
import { SideNav } from '@xchange/ui/tables';
import { ResponsiveSideNav } from '@xchange/ui/overlays';
import { useCrossLink, useLogout, useSideNavItems, useUnread } from '@xchange/remote-kit';
import { useOpenOfferCount } from '../../features/offers/api/get-offers';

/** docs/product.md §2.5: the buyer sidebar on every buyer page; a menu button on phones. */
export function BuyerSidebar() {
  const unread = useUnread();
  const openOffers = useOpenOfferCount();
  const items = useSideNavItems([
    { label: 'My Account', href: '/myacc' },
    { label: 'Watchlist', href: '/watchlist' },
    { label: 'Saved searches', href: '/buyersavedsearches' },
    { label: 'Orders', href: '/buyerorder' },
    { label: openOffers ? `Offers (${openOffers})` : 'Offers', href: '/buyeroffers' },
    { label: 'Cart', href: '/ordersummary' },
    { label: 'Messages', href: '/msg', dot: unread },
    { label: 'Payments', href: '/buyerpayment' },
  ]);
  const home = useCrossLink('/home');
  const logout = useLogout('/loginpage');
  return (
    <ResponsiveSideNav narrow={useNarrowScreen()} menuLabel="Buyer menu" items={items} dotLabel="unread messages" asideProps={{ gap: 6 }}>
      <Link href={home.href} onClick={home.onClick} fontWeight="bold" fontSize="lg" textDecoration="none">
        The Xchange
      </Link>
      <SideNav label="Buyer" items={items} dotLabel="unread messages" />
      <Button variant="outline" onClick={logout}>
        Logout
      </Button>
    </ResponsiveSideNav>
  );
}
