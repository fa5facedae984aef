import { Button, Stack, Text, useNarrowScreen } from '@xchange/ui';
import { SideNav } from '@xchange/ui/tables';
import { ResponsiveSideNav } from '@xchange/ui/overlays';
import { sellerOfferPageTexts } from '@xchange/contract/accounts';
import { useLogout, useSideNavItems, useUnread, type NavEntry } from '@xchange/remote-kit';
import { useOpenOfferCount } from '../../features/offers/hooks/use-open-offer-count';

/** One block of the sidebar; menus (Products, Orders) show their title above their entries. */
function Group({ title, entries, menu = false }: { title: string; entries: NavEntry[]; menu?: boolean }) {
  const items = useSideNavItems(entries);
  return (
    <Stack gap={1}>
      {menu && (
        <Text px={4} fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
          {title}
        </Text>
      )}
      <SideNav label={title} items={items} dotLabel="unread messages" />
    </Stack>
  );
}

const products: NavEntry[] = [
  { label: 'Recent Products', href: '/products' },
  { label: 'All Products', href: '/allproducts' },
  { label: 'Add Product', href: '/addproduct' },
  { label: 'Import listings', href: '/importlistings' },
];
const orders: NavEntry[] = [
  { label: 'In Progress', href: '/order' },
  { label: 'Completed', href: '/completedorder' },
  { label: 'Shipped', href: '/shipped' },
  { label: 'Cancelled', href: '/canceled' },
];

/** docs/product.md §2.6: the seller sidebar with Offers (open count), its Products and Orders menus; a menu button on phones. */
export function SellerSidebar() {
  const unread = useUnread();
  const logout = useLogout('/loginpage');
  const openOffers = useOpenOfferCount() ?? 0;
  const overview: NavEntry[] = [
    { label: 'Overview', href: '/overview' },
    { label: sellerOfferPageTexts.navLabel(openOffers), href: '/selleroffers' },
  ];
  const account: NavEntry[] = [
    { label: 'Messages', href: '/messages', dot: unread },
    { label: 'Payments', href: '/payments' },
    { label: 'Reviews', href: '/sellerreviews' },
    { label: 'API keys', href: '/apikeys' },
    { label: 'My Account', href: '/myaccount' },
  ];
  const all = useSideNavItems([...overview, ...products, ...orders, ...account]);
  return (
    <ResponsiveSideNav narrow={useNarrowScreen()} menuLabel="Seller menu" items={all} dotLabel="unread messages">
      <Group title="Seller" entries={overview} />
      <Group title="Products" menu entries={products} />
      <Group title="Orders" menu entries={orders} />
      <Group title="Account" entries={account} />
      <Button variant="outline" onClick={logout}>
        Logout
      </Button>
    </ResponsiveSideNav>
  );
}
