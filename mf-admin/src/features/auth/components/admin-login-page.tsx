import { Box, Heading, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';

/** SPEC §2.3: the administrators' sign-in page. */
export function AdminLoginPage() {
  usePageMeta('Admin Login', 'Sign in to manage The Xchange Marketplace as an administrator.');
  return (
    <Box maxW="lg" mx="auto" my={16} p={8} borderWidth="1px" borderRadius="md" textAlign="center">
      <Heading as="h1" size="2xl" mb={3}>
        Admin Login
      </Heading>
      <Text color="fg.muted">
        Administrators sign in here to manage brands, categories, buyers, sellers, promotions and advertisements.
      </Text>
    </Box>
  );
}
