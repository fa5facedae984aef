import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';
import type { InfoPageContent } from '../info-page-content';

/** A static marketing page: banner with the page heading, the text, and a Join Us button to the login page. */
export function InfoPage({ content, children }: { content: InfoPageContent; children?: ReactNode }) {
  usePageMeta(content.title, content.description);
  return (
    <Box as="article">
      <Box as="header" bg="brand.50" py={{ base: 10, md: 16 }} px={6} textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {content.title}
        </Heading>
      </Box>
      <Stack gap={4} maxW="4xl" mx="auto" px={6} py={10}>
        {content.paragraphs.map((p) => (
          <Text key={p}>{p}</Text>
        ))}
        {children}
        <Box pt={4}>
          <Button asChild colorPalette="brand">
            <RouterLink to="/loginpage">Join Us</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
