import { adminOfferTexts as texts } from '@xchange/contract/accounts';
import { Stack, Text } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { QueryStatus } from '@xchange/remote-kit';
import { useListingOffers } from '../api/get-listing-offers';
import { OfferRecord } from './offer-record';

/** A listing's offers and quote requests, oldest first, each with its steps; nothing here can be changed. */
export function ListingOffersDialog({ productId, onClose }: { productId: number; onClose: () => void }) {
  const offers = useListingOffers(productId);
  return (
    <Modal open onClose={onClose} title={texts.dialogTitle(productId)} size="lg" closeButton>
      {!offers.data ? (
        <QueryStatus query={offers} what={texts.what} />
      ) : offers.data.length === 0 ? (
        <Text>{texts.none}</Text>
      ) : (
        <Stack gap={4}>
          {offers.data.map((offer) => (
            <OfferRecord key={offer.id} offer={offer} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
