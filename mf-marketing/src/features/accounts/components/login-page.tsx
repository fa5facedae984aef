import { Box, Flex, Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';

const panels = [
  { title: 'Login', text: 'Already have an account? Sign in as a buyer or a seller with your email address and password.' },
  { title: 'Sign Up', text: 'New to The Xchange Marketplace? Create a buyer or seller account with your company details.' },
];

/** Login beside sign-up (SPEC §2.3). */
export function LoginPage() {
  usePageMeta('Login or Sign Up', 'Sign in to your Xchange account or create a new buyer or seller account.');
  return (
    <Stack maxW="6xl" mx="auto" px={6} py={12} gap={8}>
      <Heading as="h1" size="3xl" textAlign="center">
        Your Xchange Account
      </Heading>
      <Flex gap={8} direction={{ base: 'column', md: 'row' }}>
        {panels.map((p) => (
          <Box as="section" key={p.title} flex="1" borderWidth="1px" borderRadius="md" p={8}>
            <Heading as="h2" size="xl" mb={3}>
              {p.title}
            </Heading>
            <Text>{p.text}</Text>
          </Box>
        ))}
      </Flex>
    </Stack>
  );
}
