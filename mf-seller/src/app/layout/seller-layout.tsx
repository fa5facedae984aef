import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@xchange/ui';
import { displayName } from '@xchange/contract/core';
import { UnreadWatcher, useSession } from '@xchange/remote-kit';
import { SellerSidebar } from './seller-sidebar';

/** Every seller page: the sidebar, the greeting header and the page. */
export function SellerLayout({ children }: { children: ReactNode }) {
  const name = useSession((s) => displayName(s.data));
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="70vh">
      <SellerSidebar />
      <UnreadWatcher role="seller" />
      <Flex direction="column" flex="1" minW={0}>
        <Flex as="header" align="center" px={6} py={4} borderBottomWidth="1px">
          <Text fontSize="lg" fontWeight="semibold">
            Hello, {name}
          </Text>
        </Flex>
        <Box as="main" flex="1" minW={0} px={{ base: 4, md: 8 }} py={8}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
