import { Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';

/** SPEC §1: the Coming Soon page announcing the Summer 2024 launch. */
export function ComingSoonPage() {
  usePageMeta('Coming Soon', 'The Xchange Marketplace for lab, industrial and test equipment launches in Summer 2024.');
  return (
    <Stack as="section" minH="70vh" align="center" justify="center" gap={6} px={6} py={16} textAlign="center">
      <Text fontWeight="bold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
        Launching Summer 2024
      </Text>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
        The Xchange Marketplace is coming
      </Heading>
      <Text maxW="2xl" fontSize="lg">
        A business-to-business marketplace for new, used, ex-demonstration and refurbished laboratory, industrial and
        test &amp; measurement equipment, where buyers and sellers meet, message and trade.
      </Text>
    </Stack>
  );
}
