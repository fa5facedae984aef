import type { ReactNode } from 'react';
import { Box, Heading } from '@xchange/ui';

/** One titled card of the /loginpage, /verification and /stripe screens. */
export function Panel({ title, level = 2, children }: { title: string; level?: 1 | 2; children: ReactNode }) {
  return (
    <Box as="section" flex="1" borderWidth="1px" borderRadius="md" p={{ base: 5, md: 8 }} bg="bg">
      <Heading as={level === 1 ? 'h1' : 'h2'} size={level === 1 ? '2xl' : 'xl'} mb={5}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
