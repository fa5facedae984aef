import { useNavigate } from 'react-router-dom';
import { Heading, Stack } from '@xchange/ui';
import { CatalogResults, useShopQuery } from '../../catalog';

/** The seller's listings: the shop's own grid, sort and pages (held in the address bar), always scoped to this seller. */
export function SellerListings({ sellerId, company }: { sellerId: number; company: string }) {
  const { query, update } = useShopQuery();
  const navigate = useNavigate();
  return (
    <Stack as="section" gap={4} aria-labelledby="storefront-listings">
      <Heading as="h2" size="xl" id="storefront-listings">
        Listings from {company}
      </Heading>
      <CatalogResults query={{ ...query, seller: sellerId }} update={update} onOpen={(p) => navigate(`/product/${p.id}`)} />
    </Stack>
  );
}
