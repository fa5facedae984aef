import { lazy, Suspense, useState } from 'react';
import { Box, Button, Heading, Stack, Text, useNarrowScreen } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';
import type { Product } from '@xchange/contract';
import { useLookups } from '../api/get-lookups';
import { useShopQuery } from '../hooks/use-shop-query';
import { activeFilterCount, defaultSort } from '@xchange/contract/core';
import type { ShopSort } from '@xchange/contract';
import { AdvertColumn } from './advert-column';
import { CatalogResults } from './catalog-results';
import { FeaturedProducts } from './featured-products';
import { SearchBar } from './search-bar';
import { CompareBar } from '../../../lib/components/compare-bar';

// The dialog and its overlay machinery (@xchange/ui/overlays) download on the first card opened, not with the page.
const ProductDialog = lazy(() => import('./product-dialog').then((m) => ({ default: m.ProductDialog })));
const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));
// The filters and their controls (@xchange/ui/controls) load with the catalog, so a listing's page does without them.
const FilterColumn = lazy(() => import('./filter-column').then((m) => ({ default: m.FilterColumn })));

// A search ranks by relevance; without one, relevance falls back to the default price order.
const sortForSearch = (search: string | undefined, sort: ShopSort): ShopSort =>
  search ? 'relevance' : sort === 'relevance' ? defaultSort : sort;

/** The Xchange Shop: search, featured products, filters, the catalog grid and adverts (docs/product.md §2.4). */
export function ShopPage() {
  usePageMeta(
    'The Xchange Shop',
    'Shop new, used, ex-demo and refurbished lab, industrial and test & measurement equipment from many sellers.',
  );
  const { query, update } = useShopQuery();
  const lookups = useLookups();
  const [open, setOpen] = useState<Product | null>(null);
  // Stays mounted after the first opening, so closing animates and reopening is instant.
  const [dialogUsed, setDialogUsed] = useState(false);
  const openProduct = (product: Product) => {
    setDialogUsed(true);
    setOpen(product);
  };
  // Below 1024 px the results come first and the filters open as a sheet, loaded on first use like the dialog.
  const narrow = useNarrowScreen('lg');
  const [filtersShown, setFiltersShown] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  const openFilters = () => {
    setSheetUsed(true);
    setFiltersShown(true);
  };
  const filters = { query, update, lookups: lookups.data, lookupsFailed: lookups.isError };
  const count = activeFilterCount(query);
  // Wide, the featured row is the first screenful; narrow, the first result is.
  const featured = <FeaturedProducts onOpen={openProduct} eagerImages={narrow ? 0 : 4} />;
  return (
    <>
      <Stack gap={8} maxW="content" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        <Stack as="header" gap={4}>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            The Xchange Shop
          </Heading>
          <Text maxW="4xl" fontSize={{ base: 'md', md: 'lg' }}>
            A resale platform for underserved industrial and academic sectors: buy new, used, ex-demonstration and refurbished laboratory,
            industrial and test &amp; measurement equipment directly from the sellers who own it.
          </Text>
          <Box maxW="4xl">
            <SearchBar
              key={query.search ?? ''}
              value={query.search}
              onSearch={(search) => update((q) => ({ search, exact: undefined, sort: sortForSearch(search, q.sort) }))}
              onFilter={(filter) =>
                update((q) => ({ ...filter, search: undefined, exact: undefined, sort: sortForSearch(undefined, q.sort) }))
              }
            />
          </Box>
        </Stack>
        {!narrow && featured}
        <Box
          display="grid"
          gap={{ base: 4, lg: 8 }}
          alignItems="start"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)', '2xl': '260px minmax(0, 1fr) 240px' }}
        >
          {narrow ? (
            <Box>
              <Button w="full" variant="outline" aria-haspopup="dialog" onClick={openFilters}>
                {count > 0 ? `Filters (${count})` : 'Filters'}
              </Button>
              {sheetUsed && (
                <Suspense fallback={null}>
                  <FilterSheet open={filtersShown} onClose={() => setFiltersShown(false)} {...filters} />
                </Suspense>
              )}
            </Box>
          ) : (
            <Suspense fallback={null}>
              <FilterColumn {...filters} />
            </Suspense>
          )}
          <CatalogResults query={query} update={update} onOpen={openProduct} eagerImages={narrow ? 1 : 0} />
          <Box gridColumn={{ base: 'auto', lg: '2', '2xl': 'auto' }}>
            <AdvertColumn />
          </Box>
        </Box>
        {narrow && featured}
        {dialogUsed && (
          <Suspense fallback={null}>
            <ProductDialog product={open} onClose={() => setOpen(null)} />
          </Suspense>
        )}
      </Stack>
      <CompareBar />
    </>
  );
}
