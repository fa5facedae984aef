import { useId, useState, type FormEvent } from 'react';
import { adminOfferTexts as texts } from '@xchange/contract/accounts';
import { Box, Button, Heading, HStack, Stack, Text, TextInput } from '@xchange/ui';
import { ListingOffersDialog } from './listing-offers-dialog';

const largestId = 2_147_483_647;
const listingId = (typed: string): number | undefined => {
  const id = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= largestId ? id : undefined;
};

/** Listing ID → its offers, for a dispute raised by a buyer or a seller (docs/product.md §2.11). */
export function ListingOffersLookup() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState<number>();
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = listingId(typed);
    setError(id === undefined ? texts.listingIdInvalid : undefined);
    setShown(id);
  };
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="lg" p={4}>
      <Stack gap={3}>
        <Stack gap={1}>
          <Heading as="h2" size="md" id={titleId}>
            {texts.lookupTitle}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {texts.lookupHint}
          </Text>
        </Stack>
        <form noValidate onSubmit={submit} aria-label={texts.lookupTitle}>
          <HStack align="end" gap={3} wrap="wrap">
            <Box maxW="12rem">
              <TextInput
                label={texts.listingId}
                inputMode="numeric"
                value={typed}
                error={error}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Box>
            <Button type="submit" variant="outline">
              {texts.view}
            </Button>
          </HStack>
        </form>
      </Stack>
      {shown !== undefined && <ListingOffersDialog productId={shown} onClose={() => setShown(undefined)} />}
    </Box>
  );
}
