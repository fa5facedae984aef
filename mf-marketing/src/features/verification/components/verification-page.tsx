import { useSearchParams } from 'react-router-dom';
import { HStack, Heading, Link, Stack, Text } from '@xchange/ui';
import { useCrossLink, usePageMeta } from '@xchange/remote-kit';
import { ResendCodeButton } from './resend-code-button';
import { VerificationForm } from './verification-form';

/** /verification?username=&sellerId=&type= (docs/product.md §2.3): confirms a new account with the mailed 4-digit code. */
export function VerificationPage() {
  usePageMeta('Verify Your Email', 'Confirm your new Xchange account with the 4-digit code sent to your email address.');
  const [params] = useSearchParams();
  const loginLink = useCrossLink('/loginpage');
  const username = params.get('username')?.trim() ?? '';
  const type = params.get('type') === 'seller' ? 'seller' : 'buyer';
  const sellerId = params.get('sellerId') ?? undefined;

  return (
    <Stack maxW="md" mx="auto" px={6} py={16} gap={5}>
      <Heading as="h1" size="3xl" textAlign="center">
        Enter Verification Code
      </Heading>
      {username ? (
        <>
          <Text textAlign="center">
            We sent a 4-digit code to <strong>{username}</strong>. The code is valid for 10 minutes and can be used once.
          </Text>
          <VerificationForm username={username} type={type} sellerId={sellerId} />
          <HStack justify="center" gap={1}>
            <Text>Did not get the email?</Text>
            <ResendCodeButton username={username} type={type} />
          </HStack>
        </>
      ) : (
        <Text role="alert" textAlign="center">
          This address does not say which account to verify. Please sign up again from the{' '}
          <Link color="brand.800" textDecoration="underline" {...loginLink}>
            login page
          </Link>
          .
        </Text>
      )}
    </Stack>
  );
}
