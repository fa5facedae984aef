import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultPage, defaultPageSize } from '@xchange/contract/core';
import { offerTabNames, type OfferTab } from '@xchange/contract/listings';
import { sellerOfferPageTexts as texts } from '@xchange/contract/accounts';
import { EmptyState, Stack } from '@xchange/ui';
import { ListFooter } from '@xchange/ui/tables';
import { OfferTabs, PageIntro, QueryStatus } from '@xchange/remote-kit';
import { useSellerOffers } from '../api/get-seller-offers';
import { OfferCard } from './offer-card';

const tabOf = (value: string | null): OfferTab => offerTabNames.find((t) => t === value) ?? 'open';

/** The offers of the tab in the address (?tab=), a page at a time; another tab starts on its first page. */
function OfferList() {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [paging, setPaging] = useState({ tab, page: defaultPage, size: defaultPageSize });
  const page = paging.tab === tab ? paging.page : defaultPage;
  const offers = useSellerOffers({ tab, page, size: paging.size }, { poll: true });
  const data = offers.data;
  return (
    <Stack gap={4}>
      <OfferTabs label={texts.tabsLabel} current={tab} counts={data?.counts} />
      {!data ? (
        <QueryStatus query={offers} what={texts.what} />
      ) : data.content.length === 0 ? (
        <EmptyState title={texts.empty[tab]} />
      ) : (
        <Stack as="ul" gap={4} listStyleType="none" aria-busy={offers.isPlaceholderData}>
          {data.content.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} now={offers.dataUpdatedAt} />
            </li>
          ))}
        </Stack>
      )}
      {data && data.totalElements > 0 && (
        <ListFooter
          label="Offers pages"
          page={page}
          size={paging.size}
          total={data.totalElements}
          onPageChange={(next) => setPaging((p) => ({ ...p, tab, page: next }))}
          onSizeChange={(size) => setPaging({ tab, page: defaultPage, size })}
        />
      )}
    </Stack>
  );
}

/** docs/product.md §2.11: the seller hub's Offers page, a tab per state with its count. */
export function OffersPage() {
  return (
    <PageIntro title={texts.title} metaTitle={texts.metaTitle} description={texts.description} intro={texts.intro}>
      <OfferList />
    </PageIntro>
  );
}
