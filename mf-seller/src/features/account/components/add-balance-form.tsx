import { useForm } from 'react-hook-form';
import { creditsCheckoutSchema, formResolver } from '@xchange/contract';
import { Box, Button, HStack, Stack, Text, TextInput } from '@xchange/ui';
import { useNotify } from '@xchange/remote-kit';
import { useBuyCredits } from '../api/buy-credits';
import { redirectTo } from '../redirect';

/** 'Add Balance': buys more listing credits through the checkout as a one-time payment. */
export function AddBalanceForm() {
  const notify = useNotify();
  const buy = useBuyCredits();
  const { register, handleSubmit, formState } = useForm({ resolver: formResolver(creditsCheckoutSchema), defaultValues: { credits: '5' } });
  const submit = handleSubmit(async ({ credits }) => {
    let url: string | undefined;
    try {
      url = (await buy.mutateAsync({ credits })).url;
    } catch {
      return; // the API client has shown the server's reasons
    }
    if (url) redirectTo(url);
    else notify({ type: 'error', title: 'The checkout page could not be opened. Please try again.' });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add Balance">
      <Stack gap={2}>
        <Text color="fg.muted">Need more listings? Buy extra credits; you pay once at the checkout.</Text>
        <HStack align="end" gap={3}>
          <Box w="12rem">
            <TextInput label="Number of credits" type="number" inputMode="numeric" min={1} max={1000} error={formState.errors.credits?.message} {...register('credits')} />
          </Box>
          <Button type="submit" colorPalette="brand" loading={buy.isPending} loadingText="Opening checkout" flexShrink={0}>
            Add Balance
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
