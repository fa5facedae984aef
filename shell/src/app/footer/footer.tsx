import { useStore } from 'zustand';
import { signedInAs } from '@xchange/contract/core';
import type { SessionStore } from '@xchange/contract';
import { Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@xchange/ui';
import { navigateToUrl } from 'single-spa';
import { ShellLink } from '../lib/shell-link';
import { usePathname } from '../lib/use-pathname';
import { copyright, footerColumns, socialLinks } from './footer-links';

/** Site footer (docs/product.md §2.1); hidden on the login page. */
export function Footer({ session }: { session: SessionStore }) {
  const pathname = usePathname();
  const type = useStore(session, signedInAs);
  if (pathname === '/loginpage') return null;
  const onRoot = pathname === '/';

  return (
    <Box as="div" bg="gray.900" color="gray.100" mt="16" px={{ base: '4', md: '8' }} py="12" data-testid="site-footer">
      <Box maxW="content" mx="auto">
        <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="8">
          {footerColumns(type).map((column) => (
            <Stack key={column.title} gap="3" as="nav" aria-label={column.title}>
              <Heading as="h2" size="sm" color="brand.400" textTransform="uppercase" letterSpacing="wide">
                {column.title}
              </Heading>
              {column.links.map((link) => (
                <ShellLink
                  key={link.label}
                  to={link.to}
                  inert={onRoot && link.inertOnRoot}
                  color="gray.100"
                  fontSize="sm"
                  _hover={{ color: 'brand.300' }}
                >
                  {link.label}
                </ShellLink>
              ))}
            </Stack>
          ))}
          <Stack gap="4" align="flex-start">
            <Heading as="h2" size="sm" color="brand.400" textTransform="uppercase" letterSpacing="wide">
              Join Us
            </Heading>
            <Text fontSize="sm">Buy and sell lab, industrial and test equipment with confidence.</Text>
            <Button colorPalette="brand" size="sm" fontWeight="bold" onClick={() => navigateToUrl('/loginpage')}>
              Join Us
            </Button>
          </Stack>
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align="center"
          gap="4"
        >
          <Text fontSize="sm">{copyright}</Text>
          <HStack gap="3">
            {socialLinks.map((s) => (
              <Link
                key={s.network}
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                w="9"
                h="9"
                borderRadius="full"
                bg="gray.700"
                color="white"
                fontWeight="bold"
                textDecoration="none"
                _hover={{ bg: 'brand.500', color: 'gray.950' }}
              >
                <span aria-hidden="true">{s.glyph}</span>
                {/* the name lives in text, not aria-label, so the glyph shown never contradicts it (WCAG 2.5.3) */}
                <VisuallyHidden>The Xchange Marketplace on {s.network}</VisuallyHidden>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Box>
    </Box>
  );
}
