import { Button, Heading, List, Stack, Text } from '@xchange/ui';
import { useCrossLink, usePageMeta, useShell } from '@xchange/remote-kit';
import { NewsSignupForm } from './news-signup-form';

const promises = [
  'Listings of new, used, ex-demonstration and refurbished equipment from verified sellers',
  'Direct messages between buyers and sellers, with no commission on sales',
  'One annual subscription of USD 999 for sellers; buying is free',
];

/** docs/product.md §1: the Coming Soon page announcing the Summer 2024 launch, with a sign-up for launch news. */
export function ComingSoonPage() {
  usePageMeta(
    'Coming Soon',
    'The Xchange Marketplace for lab, industrial and test equipment launches in Summer 2024. Sign up for launch news.',
  );
  const { launched } = useShell();
  const home = useCrossLink('/home');
  return (
    <Stack as="section" minH="70vh" align="center" justify="center" gap={6} px={6} py={16} textAlign="center" bg="brand.50">
      <Text fontWeight="bold" color="brand.800" textTransform="uppercase" letterSpacing="wide">
        Launching Summer 2024
      </Text>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
        The Xchange Marketplace is coming
      </Heading>
      <Text maxW="2xl" fontSize="lg">
        A business-to-business marketplace for new, used, ex-demonstration and refurbished laboratory, industrial and test &amp; measurement
        equipment, where buyers and sellers meet, message and trade.
      </Text>
      <List.Root gap={1} ps={5} textAlign="left" maxW="2xl">
        {promises.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List.Root>
      <NewsSignupForm />
      {launched && (
        <Button asChild variant="outline" colorPalette="brand" color="brand.800">
          <a {...home}>Visit the marketplace</a>
        </Button>
      )}
    </Stack>
  );
}
