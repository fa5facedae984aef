import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';
import type { InfoPageContent } from './page-content';
import { PageSections } from './page-sections';

/** A static marketing page: banner with heading and tagline, intro, sections, extra content and a Join Us button. */
export function InfoPage({ content, children }: { content: InfoPageContent; children?: ReactNode }) {
  usePageMeta(content.title, content.description);
  const { hash } = useLocation();
  // the page renders after the browser's own jump to the anchor, so links such as /faq#how-payment-works scroll here
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <Box as="article">
      <Stack as="header" bg="brand.50" py={{ base: 10, md: 16 }} px={6} gap={3} align="center" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {content.title}
        </Heading>
        <Text maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {content.tagline}
        </Text>
      </Stack>
      <Stack gap={8} maxW="4xl" mx="auto" px={6} py={10}>
        {content.intro.length > 0 && (
          <Stack gap={3}>
            {content.intro.map((p) => (
              <Text key={p} fontSize="lg">
                {p}
              </Text>
            ))}
          </Stack>
        )}
        {children}
        <PageSections sections={content.sections} />
        <Stack as="aside" aria-label="Join Us" bg="gray.50" borderRadius="md" p={6} gap={3} align="flex-start">
          <Text fontWeight="semibold">Ready to buy or sell equipment on The Xchange Marketplace?</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/loginpage">Join Us</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
