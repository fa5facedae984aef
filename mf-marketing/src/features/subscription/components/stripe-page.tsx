import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Heading, Link, List, Stack, Text } from '@xchange/ui';
import { annualFeeUsd, paymentReturnMessages, signedInAs } from '@xchange/contract/core';
import type { EmbeddedCheckoutSession } from '@xchange/contract';
import { StripeCheckout, useCrossLink, useNotify, usePageMeta, useSession } from '@xchange/remote-kit';
import { useStartCheckout } from '../api/start-checkout';
import { openCheckout } from '../open-checkout';

const includes = [
  'List new, used, ex-demonstration and refurbished equipment with pictures and video',
  'Receive orders and message buyers on the platform',
  'Your own seller dashboard with sales and order reports',
  'Seller support Monday to Friday, 9:00 AM to 6:00 PM (UTC-5)',
];

/** Reads a positive integer id from the address, or undefined. */
const idFrom = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The seller's annual subscription (docs/product.md §2.3): 'Pay With Stripe' opens Stripe's Embedded Checkout in the page when
 * the API answers with one, else the checkout page it returns; a completed payment ends on the login page's dialog.
 */
export function StripePage() {
  usePageMeta('Annual Subscription', 'Seller subscription to The Xchange Marketplace: $999 per year, paid securely by card.');
  const [params] = useSearchParams();
  const seller = useSession((s) => (signedInAs(s) === 'seller' ? s.data : null));
  const notify = useNotify();
  const loginLink = useCrossLink('/loginpage');
  const { mutate, isPending, isSuccess } = useStartCheckout();
  const sellerId = idFrom(params.get('sellerId')) ?? seller?.id;
  const navigate = useNavigate();
  const [embedded, setEmbedded] = useState<EmbeddedCheckoutSession>();

  const pay = () => {
    if (!sellerId) return;
    mutate(sellerId, {
      onSuccess: (session) => {
        if (session.embedded) setEmbedded(session.embedded);
        else if (session.url) openCheckout(session.url);
        else notify({ type: 'error', title: 'The payment page could not be opened. Please try again.' });
      },
    });
  };

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
          ${annualFeeUsd}
        </Text>
        <Text color="fg.muted">per year, in US dollars</Text>
      </Box>
      <Box textAlign="start">
        <Heading as="h2" size="md" mb={2}>
          What the subscription includes
        </Heading>
        <List.Root ps={5}>
          {includes.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </Box>
      {embedded ? (
        <StripeCheckout
          session={embedded}
          onComplete={() => navigate(`/loginpage?message=${encodeURIComponent(paymentReturnMessages.success)}`)}
        />
      ) : seller ? (
        <Button
          colorPalette="brand"
          size="lg"
          onClick={pay}
          disabled={!sellerId || isPending || isSuccess}
          loading={isPending}
          loadingText="Pay With Stripe"
        >
          Pay With Stripe
        </Button>
      ) : (
        <Text role="status">
          Please log in as a seller to pay your subscription.{' '}
          <Link color="brand.800" textDecoration="underline" {...loginLink}>
            Go to Login
          </Link>
        </Text>
      )}
    </Stack>
  );
}
