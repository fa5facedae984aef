import { offerTabs, type OfferTab } from '@xchange/contract/core';
import type { OfferPage, OfferStatus } from '@xchange/contract';

/** How many of the seller's offers a tab holds, from the answer's count per state; undefined until known. */
export const tabCount = (counts: OfferPage['counts'] | undefined, tab: OfferTab): number | undefined => {
  if (!counts) return undefined;
  const statuses: readonly OfferStatus[] = offerTabs[tab];
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
};
