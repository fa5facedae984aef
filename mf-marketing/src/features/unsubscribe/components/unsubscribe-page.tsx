import { useSearchParams } from 'react-router-dom';
import { Button, Heading, Link, Stack, Text } from '@xchange/ui';
import { savedSearchTexts } from '@xchange/contract/core';
import { ApiErrorAlert, useCrossLink, usePageMeta } from '@xchange/remote-kit';
import { useUnsubscribe } from '../api/unsubscribe';

/** /unsubscribe?token= (docs/product.md §2.14): an alert mail's link; asks once, then turns that alert off, signed in or not. */
export function UnsubscribePage() {
  usePageMeta('Unsubscribe from Alert Mails', 'Stop the alert mails of one saved search or of price drops on your watchlist.');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const savedSearches = useCrossLink('/buyersavedsearches');
  const done = unsubscribe.data;

  return (
    <Stack maxW="lg" mx="auto" px={6} py={16} gap={5}>
      <Heading as="h1" size="3xl" textAlign="center">
        Unsubscribe from alert mails
      </Heading>
      {!token ? (
        <Text role="alert" textAlign="center">
          {savedSearchTexts.unsubscribeInvalid}
        </Text>
      ) : done ? (
        <Stack role="status" gap={2} textAlign="center">
          <Text fontWeight="semibold">{done.message}</Text>
          <Text>
            Turned off: <strong>{done.subject}</strong>
          </Text>
        </Stack>
      ) : (
        <>
          <Text textAlign="center">
            This stops the alert mails the link came from: those of one saved search, or those about price drops on your watchlist. Nothing
            else changes, and you do not need to sign in.
          </Text>
          <Button
            colorPalette="brand"
            alignSelf="center"
            loading={unsubscribe.isPending}
            loadingText="Unsubscribe"
            onClick={() => unsubscribe.mutate(token)}
          >
            Unsubscribe
          </Button>
          <ApiErrorAlert error={unsubscribe.error} />
        </>
      )}
      <Text textAlign="center" color="fg.muted" fontSize="sm">
        Buyers can turn each alert on or off, and choose how often it comes, on their{' '}
        <Link color="brand.800" textDecoration="underline" {...savedSearches}>
          Saved searches
        </Link>{' '}
        page.
      </Text>
    </Stack>
  );
}
