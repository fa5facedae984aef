import { useId, useState } from 'react';
import { formatDateTime, formatUsd } from '@xchange/contract/core';
import { offerHistoryLabels, offerPartyLabels, sellerOfferPageTexts as texts } from '@xchange/contract/accounts';
import type { Offer, OfferHistoryEntry } from '@xchange/contract';
import { Box, Button, List, Stack, Text } from '@xchange/ui';
import { QueryStatus } from '@xchange/remote-kit';
import { useSellerOffer } from '../api/get-seller-offer';

function Step({ entry }: { entry: OfferHistoryEntry }) {
  const who = entry.by === 'seller' ? texts.you : offerPartyLabels[entry.by];
  const amount = entry.amount === null ? '' : ` at ${formatUsd(entry.amount)} per unit`;
  return (
    <List.Item>
      <Text>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {who}: {offerHistoryLabels[entry.step]}
        {amount}
      </Text>
      {entry.message && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
          “{entry.message}”
        </Text>
      )}
    </List.Item>
  );
}

/** Every step of an offer, oldest first, read when the seller opens it. */
export function OfferHistory({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  const detail = useSellerOffer(offer.id, open);
  const listId = useId();
  return (
    <Stack gap={2}>
      <Box>
        <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? texts.hideHistory : texts.showHistory}
        </Button>
      </Box>
      {open && (
        <Box id={listId}>
          {detail.data?.history ? (
            <List.Root as="ol" gap={2} ps={5} aria-label={texts.historyLabel(offer.productname)}>
              {detail.data.history.map((entry, i) => (
                <Step key={`${entry.at}-${i}`} entry={entry} />
              ))}
            </List.Root>
          ) : (
            <QueryStatus query={detail} what="the offer's history" />
          )}
        </Box>
      )}
    </Stack>
  );
}
