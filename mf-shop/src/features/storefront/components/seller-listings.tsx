import { useNavigate } from 'react-router-dom';
import { Box, Heading, Stack } from '@xchange/ui';
import { CatalogResults, CatalogSearch, FiltersPane, useLookups, useShopQuery } from '../../catalog';

/**
 * The seller's listings: the shop's own search, filters, grid, sort and pages (held in the address bar), always
 * scoped to this seller, so '/seller/2?q=multimeter&condition=Used' is a view one can share.
 */
export function SellerListings({ sellerId, company }: { sellerId: number; company: string }) {
  const { query, update } = useShopQuery();
  const lookups = useLookups();
  const navigate = useNavigate();
  const scoped = { ...query, seller: sellerId };
  return (
    <Stack as="section" gap={4} aria-labelledby="storefront-listings">
      <Heading as="h2" size="xl" id="storefront-listings">
        Listings from {company}
      </Heading>
      <Box maxW="3xl">
        <CatalogSearch query={query} update={update} label={`Search ${company}'s listings`} submitLabel="Search" />
      </Box>
      <Box
        display="grid"
        gap={{ base: 4, lg: 8 }}
        alignItems="start"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }}
      >
        <FiltersPane query={scoped} update={update} lookups={lookups.data} lookupsFailed={lookups.isError} lockedSeller />
        <CatalogResults query={scoped} update={update} onOpen={(p) => navigate(`/product/${p.id}`)} />
      </Box>
    </Stack>
  );
}
