import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Skeleton, Stack, Text } from '@xchange/ui';
import { ListFooter } from '@xchange/ui/tables';
import { defaultPageSize } from '@xchange/contract/core';
import { buyerOffersTexts as t, offerTabLabels, offerTabNames, type OfferTab } from '@xchange/contract/listings';
import { OfferTabs, PageIntro } from '@xchange/remote-kit';
import { useBuyerOffers, useOfferCounts } from '../api/get-offers';
import { OfferCard } from './offer-card';

const tabOf = (value: string | null): OfferTab => offerTabNames.find((tab) => tab === value) ?? 'open';

/** /buyeroffers (docs/product.md §2.11): the buyer's offers and quote requests by tab, answered and ordered from here. */
export function OffersPage() {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [paging, setPaging] = useState({ tab, page: 1, size: defaultPageSize });
  const page = paging.tab === tab ? paging.page : 1;
  const offers = useBuyerOffers(tab, page, paging.size);
  const counts = useOfferCounts();
  const shown = offers.data;

  let body;
  if (shown && shown.content.length === 0) body = <Text py={4}>{t.empty[tab]}</Text>;
  else if (shown)
    body = (
      <Stack as="ul" listStyleType="none" gap={4} aria-label={t.listLabel(offerTabLabels[tab])} aria-busy={offers.isFetching}>
        {shown.content.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </Stack>
    );
  else if (offers.isError)
    body = (
      <Stack role="alert" gap={2} align="start">
        <Text>{t.loadFailed}</Text>
        <Button size="sm" variant="outline" onClick={() => void offers.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  else body = <Skeleton h="40" aria-label="Loading offers" />;

  return (
    <PageIntro title={t.title} description={t.description} intro={t.intro}>
      <OfferTabs label={t.tabsLabel} current={tab} counts={counts.data} />
      {body}
      {shown && shown.totalElements > 0 && (
        <ListFooter
          label={t.listLabel(offerTabLabels[tab])}
          page={page}
          size={paging.size}
          total={shown.totalElements}
          onPageChange={(next) => setPaging({ tab, page: next, size: paging.size })}
          onSizeChange={(size) => setPaging({ tab, page: 1, size })}
        />
      )}
    </PageIntro>
  );
}
