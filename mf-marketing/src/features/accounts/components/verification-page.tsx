import { Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';

/** Sign-up verification (SPEC §2.3). */
export function VerificationPage() {
  usePageMeta('Verify Your Email', 'Confirm your new Xchange account with the 4-digit code sent to your email address.');
  return (
    <Stack maxW="xl" mx="auto" px={6} py={16} gap={4} textAlign="center">
      <Heading as="h1" size="3xl">
        Enter Verification Code
      </Heading>
      <Text>
        We sent a 4-digit code to the email address you signed up with. The code is valid for 10 minutes and can be
        used once.
      </Text>
    </Stack>
  );
}
