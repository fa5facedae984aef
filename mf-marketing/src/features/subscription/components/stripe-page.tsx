import { Box, Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';

/** The seller's annual subscription (SPEC §1, §2.3). */
export function StripePage() {
  usePageMeta('Annual Subscription', 'Seller subscription to The Xchange Marketplace: $999 per year, paid securely by card.');
  return (
    <Stack maxW="xl" mx="auto" px={6} py={16} gap={6} textAlign="center">
      <Heading as="h1" size="3xl">
        Annual Subscription
      </Heading>
      <Box borderWidth="1px" borderRadius="md" p={8}>
        <Text fontSize="sm" textTransform="uppercase" color="fg.muted">
          Total
        </Text>
        <Text fontSize="4xl" fontWeight="bold">
          $999 / year
        </Text>
      </Box>
      <Text>
        Sellers pay an annual subscription of USD 999 to list equipment, receive orders and message buyers on The
        Xchange Marketplace.
      </Text>
    </Stack>
  );
}
