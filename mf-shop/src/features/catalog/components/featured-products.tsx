import { Button, Heading, SimpleGrid, Stack, Text } from '@xchange/ui';
import { emptyTexts, shopLimits } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';
import { useFeaturedProducts } from '../api/get-featured-products';
import { CardSkeletons } from './card-skeletons';
import { ProductCard } from './product-card';

/** The last 4 products sellers chose to feature (docs/product.md §2.4, §9); the first `eagerImages` cards' pictures load at once. */
export function FeaturedProducts({ onOpen, eagerImages = 0 }: { onOpen: (p: Product) => void; eagerImages?: number }) {
  const featured = useFeaturedProducts();
  return (
    <Stack as="section" aria-labelledby="featured-heading" gap={4}>
      <Heading as="h2" id="featured-heading" size="xl">
        Featured Products
      </Heading>
      {featured.isError ? (
        <Stack role="alert" gap={2} align="start">
          <Text>Featured products could not be loaded.</Text>
          <Button size="sm" variant="outline" onClick={() => void featured.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : featured.data && featured.data.length === 0 ? (
        <Text color="fg.muted" py={4}>
          {emptyTexts.featured}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={5} aria-busy={featured.isPending}>
          {featured.data ? (
            featured.data.map((p, i) => <ProductCard key={p.id} product={p} onOpen={onOpen} eager={i < eagerImages} />)
          ) : (
            <CardSkeletons count={shopLimits.featured} />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
