import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link } from '@xchange/ui';
import { buyerOffersTexts, offerTabLabels, offerTabNames, type OfferTab } from '@xchange/contract/core';
import type { OfferPage } from '@xchange/contract';
import { tabCount } from '../api/get-offers';

/** Open, Accepted, Declined, Expired as links (?tab=), each with its count once the first answer is in. */
export function OfferTabs({ current, counts }: { current: OfferTab; counts: OfferPage['counts'] | undefined }) {
  return (
    <Flex as="nav" aria-label={buyerOffersTexts.tabsLabel} gap={6} borderBottomWidth="1px" flexWrap="wrap">
      {offerTabNames.map((tab) => {
        const n = tabCount(counts, tab);
        const here = tab === current;
        return (
          <Link
            key={tab}
            asChild
            py={2}
            fontWeight="semibold"
            color={here ? 'brand.fg' : 'fg'}
            borderBottomWidth="2px"
            borderColor={here ? 'brand.solid' : 'transparent'}
          >
            <RouterLink to={`?tab=${tab}`} aria-current={here ? 'page' : undefined}>
              {n === undefined ? offerTabLabels[tab] : `${offerTabLabels[tab]} (${n})`}
            </RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}
