import { Flex, Heading, Stack } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';
import { LoginPanel } from '../features/auth/components/login-panel';
import { SignupForm } from '../features/signup/components/signup-form';
import { SubscriptionPaymentResult } from '../features/subscription/components/subscription-payment-result';
import { Panel } from '../lib/panel';

/** /loginpage (docs/product.md §2.3): login beside sign-up, stacked on narrow screens, and the checkout result dialog. */
export function LoginPage() {
  usePageMeta('Login or Sign Up', 'Sign in to your Xchange account or create a new buyer or seller account.');
  return (
    <Stack maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }} gap={8}>
      <Heading as="h1" size="3xl" textAlign="center">
        Your Xchange Account
      </Heading>
      <Flex gap={8} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <LoginPanel />
        <Panel title="Sign Up">
          <SignupForm />
        </Panel>
      </Flex>
      <SubscriptionPaymentResult />
    </Stack>
  );
}
