import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { paymentReturnMessages } from '@xchange/contract/core';
import { creditsCheckoutSchema, formResolver } from '@xchange/contract/forms';
import type { EmbeddedCheckoutSession } from '@xchange/contract';
import { Box, Button, HStack, Stack, Text, TextInput } from '@xchange/ui';
import { StripeCheckout, useNotify } from '@xchange/remote-kit';
import { useBuyCredits } from '../api/buy-credits';
import { subscriptionQueryKey } from '../api/get-subscription';
import { redirectTo } from '../redirect';

/**
 * 'Add Balance': buys more listing credits as a one-time payment, in Stripe's Embedded Checkout when the API opens
 * one, else on the checkout page it returns; a completed payment shows the result dialog on this tab.
 */
export function AddBalanceForm() {
  const notify = useNotify();
  const buy = useBuyCredits();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [embedded, setEmbedded] = useState<EmbeddedCheckoutSession>();
  const { register, handleSubmit, formState } = useForm({ resolver: formResolver(creditsCheckoutSchema), defaultValues: { credits: '5' } });
  const submit = handleSubmit(async ({ credits }) => {
    let session;
    try {
      session = await buy.mutateAsync({ credits });
    } catch {
      return; // the API client has shown the server's reasons
    }
    if (session.embedded) setEmbedded(session.embedded);
    else if (session.url) redirectTo(session.url);
    else notify({ type: 'error', title: 'The checkout page could not be opened. Please try again.' });
  });
  const completed = () => {
    setEmbedded(undefined);
    navigate({ search: `?message=${encodeURIComponent(paymentReturnMessages.success)}` });
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  };
  if (embedded) {
    return (
      <Stack gap={3}>
        <StripeCheckout session={embedded} onComplete={completed} />
        <Button alignSelf="start" variant="outline" onClick={() => setEmbedded(undefined)}>
          Cancel and change the number of credits
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Add Balance">
      <Stack gap={2}>
        <Text color="fg.muted">Need more listings? Buy extra credits; you pay once at the checkout.</Text>
        <HStack align="end" gap={3}>
          <Box w="12rem">
            <TextInput
              label="Number of credits"
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              error={formState.errors.credits?.message}
              {...register('credits')}
            />
          </Box>
          <Button type="submit" colorPalette="brand" loading={buy.isPending} loadingText="Opening checkout" flexShrink={0}>
            Add Balance
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
