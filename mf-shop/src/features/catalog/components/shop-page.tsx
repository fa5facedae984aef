import { lazy, Suspense, useState } from 'react';
import { Box, Heading, Stack, Text, useNarrowScreen } from '@xchange/ui';
import { BelowTheFold, usePageMeta } from '@xchange/remote-kit';
import type { Product } from '@xchange/contract';
import { useLookups } from '../api/get-lookups';
import { useShopQuery } from '../hooks/use-shop-query';
import { AdvertColumn } from './advert-column';
import { CatalogResults } from './catalog-results';
import { FeaturedProducts } from './featured-products';
import { FiltersPane } from './filters-pane';
import { CatalogSearch } from './catalog-search';
import { CompareBar } from '../../../lib/components/compare-bar';

// The dialog and its overlay machinery (@xchange/ui/overlays) download on the first card opened, not with the page.
const ProductDialog = lazy(() => import('./product-dialog').then((m) => ({ default: m.ProductDialog })));

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
  const narrow = useNarrowScreen('lg');
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
            <CatalogSearch query={query} update={update} />
          </Box>
        </Stack>
        {!narrow && featured}
        <Box
          display="grid"
          gap={{ base: 4, lg: 8 }}
          alignItems="start"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)', '2xl': '260px minmax(0, 1fr) 240px' }}
        >
          <FiltersPane query={query} update={update} lookups={lookups.data} lookupsFailed={lookups.isError} />
          <CatalogResults query={query} update={update} onOpen={openProduct} eagerImages={narrow ? 1 : 0} />
          <Box gridColumn={{ base: 'auto', lg: '2', '2xl': 'auto' }}>
            {/* beside the grid only on the widest screens, below it on others: asked for and drawn after the grid's first render */}
            <BelowTheFold minH={{ base: '320px', '2xl': '640px' }}>
              <AdvertColumn />
            </BelowTheFold>
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
