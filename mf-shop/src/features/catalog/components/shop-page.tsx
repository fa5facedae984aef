import { Box, Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';
import { FilterColumn } from './filter-column';

/** The Xchange Shop: featured products above the catalog grid, filters in a side column (SPEC §2.4). */
export function ShopPage() {
  usePageMeta(
    'The Xchange Shop',
    'Shop new, used, ex-demo and refurbished lab, industrial and test & measurement equipment from many sellers.',
  );
  return (
    <Stack gap={8} maxW="content" mx="auto" px={{ base: 4, md: 8 }} py={10}>
      <Stack as="header" gap={3}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          The Xchange Shop
        </Heading>
        <Text maxW="4xl" fontSize="lg">
          A resale platform for underserved industrial and academic sectors: buy new, used, ex-demonstration and
          refurbished laboratory, industrial and test &amp; measurement equipment directly from the sellers who own it.
        </Text>
      </Stack>
      <Stack as="section" aria-labelledby="featured-heading" gap={3}>
        <Heading as="h2" id="featured-heading" size="xl">
          Featured Products
        </Heading>
        <Text color="fg.muted">The newest equipment our sellers have chosen to feature.</Text>
      </Stack>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '280px 1fr' }} gap={8} alignItems="start">
        <FilterColumn />
        <Stack as="section" aria-labelledby="catalog-heading" gap={3}>
          <Heading as="h2" id="catalog-heading" size="xl">
            All Equipment
          </Heading>
          <Text color="fg.muted">Every listing on The Xchange Marketplace, three to a row, newest first.</Text>
        </Stack>
      </Box>
    </Stack>
  );
}
