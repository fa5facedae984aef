import type { ReactNode } from 'react';
import { Box, Button, Flex, SideNav, Stack, Text } from '@xchange/ui';
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
];

function AdminMenu() {
  const items = useSideNavItems(menu);
  const logout = useLogout('/admin-login');
  return (
    <Stack as="aside" gap={5} w={{ base: 'full', md: '240px' }} flexShrink={0} borderEndWidth={{ md: '1px' }} p={4}>
      <Text px={4} fontWeight="bold">
        Administration
      </Text>
      <SideNav label="Admin" items={items} />
      <Button variant="outline" onClick={logout}>
        Logout
      </Button>
    </Stack>
  );
}

/** Admin pages sit beside the side menu; the login page stands alone. */
export function AdminLayout({ route, children }: { route: RouteEntry; children: ReactNode }) {
  if (route.access !== 'admin') return <>{children}</>;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="70vh">
      <AdminMenu />
      <Box as="main" flex="1" minW={0} px={{ base: 4, md: 8 }} py={8}>
        {children}
      </Box>
    </Flex>
  );
}
