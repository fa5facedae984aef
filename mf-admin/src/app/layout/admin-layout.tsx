import type { ReactNode } from 'react';
import { Box, Button, Flex, Text, useNarrowScreen } from '@xchange/ui';
import { SideNav } from '@xchange/ui/tables';
import { ResponsiveSideNav } from '@xchange/ui/overlays';
import type { RouteEntry } from '@xchange/contract';
import { useLogout, useSideNavItems } from '@xchange/remote-kit';

const menu = [
  { label: 'Buyers Profile', href: '/admin-buyer' },
  { label: 'Sellers Profile', href: '/admin-seller' },
  { label: 'Admin Profile', href: '/admin-profile' },
  { label: 'Active Promotions', href: '/admin-seller-promotion' },
  { label: 'Upcoming Promotions', href: '/admin-upcoming-seller-promotion' },
  { label: 'Advertisements', href: '/admin-advertisement' },
  { label: 'Brands', href: '/admin-brands' },
  { label: 'Categories', href: '/admin-category' },
  { label: 'Specifications', href: '/admin-specifications' },
  { label: 'Audit Log', href: '/admin-audit-log' },
  { label: 'Reviews', href: '/admin-reviews' },
];

function AdminMenu() {
  const items = useSideNavItems(menu);
  const logout = useLogout('/admin-login');
  return (
    <ResponsiveSideNav narrow={useNarrowScreen()} menuLabel="Admin menu" items={items} asideProps={{ w: { base: '190px', xl: '240px' } }}>
      <Text px={{ base: 4, md: 2, xl: 4 }} fontWeight="bold">
        Administration
      </Text>
      <SideNav label="Admin" items={items} />
      <Button variant="outline" colorPalette="gray" onClick={logout}>
        Logout
      </Button>
    </ResponsiveSideNav>
  );
}

/** Admin pages sit beside the side menu; the login page stands alone. */
export function AdminLayout({ route, children }: { route: RouteEntry; children: ReactNode }) {
  if (route.access !== 'admin') return <>{children}</>;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="70vh">
      <AdminMenu />
      <Box as="main" flex="1" minW={0} px={{ base: 4, md: 5, xl: 8 }} py={8}>
        {children}
      </Box>
    </Flex>
  );
}
