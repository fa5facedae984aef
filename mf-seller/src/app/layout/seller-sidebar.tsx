import { Button, SideNav, Stack, Text } from '@xchange/ui';
import { useLogout, useSideNavItems, useUnread, type NavEntry } from '@xchange/remote-kit';

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

/** docs/product.md §2.6: the seller sidebar with its Products and Orders menus. */
export function SellerSidebar() {
  const unread = useUnread();
  const logout = useLogout('/loginpage');
  return (
    <Stack as="aside" gap={5} w={{ base: 'full', md: '240px' }} flexShrink={0} borderEndWidth={{ md: '1px' }} p={4}>
      <Group title="Seller" entries={[{ label: 'Overview', href: '/overview' }]} />
      <Group
        title="Products"
        menu
        entries={[
          { label: 'Recent Products', href: '/products' },
          { label: 'All Products', href: '/allproducts' },
          { label: 'Add Product', href: '/addproduct' },
        ]}
      />
      <Group
        title="Orders"
        menu
        entries={[
          { label: 'In Progress', href: '/order' },
          { label: 'Completed', href: '/completedorder' },
          { label: 'Shipped', href: '/shipped' },
          { label: 'Cancelled', href: '/canceled' },
        ]}
      />
      <Group
        title="Account"
        entries={[
          { label: 'Messages', href: '/messages', dot: unread },
          { label: 'Payments', href: '/payments' },
          { label: 'My Account', href: '/myaccount' },
        ]}
      />
      <Button variant="outline" onClick={logout}>
        Logout
      </Button>
    </Stack>
  );
}
