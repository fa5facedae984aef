import { Link as RouterLink } from 'react-router-dom';
import { offerTabLabels, offerTabNames, sellerOfferPageTexts as texts, type OfferTab } from '@xchange/contract/core';
import type { OfferPage } from '@xchange/contract';
import { Flex, Link } from '@xchange/ui';
import { tabCount } from '../tab-count';

/** Open / Accepted / Declined / Expired as links to ?tab=, each with its count once known. */
export function OfferTabs({ current, counts }: { current: OfferTab; counts?: OfferPage['counts'] }) {
  return (
    <Flex as="nav" aria-label={texts.tabsLabel} gap={6} borderBottomWidth="1px" wrap="wrap">
      {offerTabNames.map((tab) => {
        const count = tabCount(counts, tab);
        const selected = tab === current;
        return (
          <Link
            key={tab}
            asChild
            py={2}
            fontWeight="semibold"
            color={selected ? 'brand.fg' : 'fg'}
            borderBottomWidth="2px"
            borderColor={selected ? 'brand.solid' : 'transparent'}
          >
            <RouterLink to={`?tab=${tab}`} aria-current={selected ? 'page' : undefined}>
              {count === undefined ? offerTabLabels[tab] : `${offerTabLabels[tab]} (${count})`}
            </RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}
