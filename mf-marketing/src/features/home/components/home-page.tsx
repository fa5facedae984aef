import { Box, Button, Flex, Heading, Stack, Text } from '@xchange/ui';
import { useCrossLink, usePageMeta } from '@xchange/remote-kit';

const summaries = [
  { title: 'Buy', text: 'Sign up, shop the catalog, buy from the seller, receive your equipment and put it to use.' },
  { title: 'Sell', text: 'Sign up, list your equipment, sell it to a buyer, ship it and get paid.' },
];

/** The home page: hero with the way into the shop, and how buying and selling work. */
export function HomePage() {
  usePageMeta('Home', 'Buy and sell new, used, ex-demo and refurbished lab, industrial and test & measurement equipment.');
  const shop = useCrossLink('/xchangeShop');
  return (
    <Box as="article">
      <Stack as="header" bg="brand.50" py={{ base: 12, md: 20 }} px={6} gap={6} align="center" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
          The Xchange Marketplace{' '}
          <Text as="span" display="block" color="brand.fg">
            for Buyers &amp; Sellers of Testing Equipment
          </Text>
        </Heading>
        <Text maxW="3xl" fontSize="lg">
          New, used, ex-demonstration and refurbished laboratory, industrial and test &amp; measurement equipment from
          sellers you can message directly.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <a {...shop}>Start Shopping</a>
        </Button>
      </Stack>
      <Flex gap={6} maxW="5xl" mx="auto" px={6} py={12} direction={{ base: 'column', md: 'row' }}>
        {summaries.map((s) => (
          <Stack as="section" key={s.title} flex="1" borderWidth="1px" borderRadius="md" p={6} gap={3}>
            <Heading as="h2" size="xl">
              {s.title}
            </Heading>
            <Text>{s.text}</Text>
          </Stack>
        ))}
      </Flex>
    </Box>
  );
}
