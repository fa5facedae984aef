import type { ReactNode } from 'react';
import { Box, Flex } from '@xchange/ui';
import { signedInAs } from '@xchange/contract/core';
import { UnreadWatcher, useSession } from '@xchange/remote-kit';
import { BuyerHeader } from './buyer-header';
import { BuyerSidebar } from './buyer-sidebar';

/** Buyer pages sit beside the buyer sidebar under the buyer header; a visitor's cart has neither. */
export function BuyerLayout({ children }: { children: ReactNode }) {
  const buyer = useSession((s) => signedInAs(s) === 'buyer');
  const body = (
    <Box as="main" flex="1" minW={0} px={{ base: 4, md: 8 }} py={8}>
      {children}
    </Box>
  );
  if (!buyer) return body;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="70vh">
      <BuyerSidebar />
      <UnreadWatcher role="buyer" />
      <Flex direction="column" flex="1" minW={0}>
        <BuyerHeader />
        {body}
      </Flex>
    </Flex>
  );
}
