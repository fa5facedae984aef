import { Link as RouterLink } from 'react-router-dom';
import { offerTabCount, offerTabLabels, offerTabNames, type OfferTab } from '@xchange/contract/listings';
import type { OfferPage } from '@xchange/contract';
import { Flex, Link } from '@xchange/ui';

/** The hubs' Offers tabs (docs/product.md §2.5, §2.6): Open, Accepted, Declined, Expired as links to ?tab=, each with its count once known. */
export function OfferTabs({ label, current, counts }: { label: string; current: OfferTab; counts?: OfferPage['counts'] }) {
  return (
    <Flex as="nav" aria-label={label} gap={6} borderBottomWidth="1px" wrap="wrap">
      {offerTabNames.map((tab) => {
        const count = offerTabCount(counts, tab);
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
