import { Heading, SimpleGrid, Stack, Text } from '@xchange/ui';
import { emptyTexts } from '@xchange/contract/core';
import { useCart } from '@xchange/remote-kit';
import { useFeaturedProducts } from '../api/get-featured-products';
import { FeaturedCard } from './featured-card';

/** Up to 4 featured listings under the cart, leaving out those already in it (docs/product.md §2.5, §9). */
export function FeaturedProducts() {
  const featured = useFeaturedProducts();
  const inCart = useCart((s) => s.lines);
  const shown = featured.data?.filter((p) => !inCart.some((l) => l.id === p.id));
  return (
    <Stack as="section" aria-labelledby="cart-featured" gap={3}>
      <Heading as="h2" size="lg" id="cart-featured">
        Featured Products
      </Heading>
      {shown?.length ? (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
          {shown.map((p) => (
            <FeaturedCard key={p.id} product={p} />
          ))}
        </SimpleGrid>
      ) : (
        <Text color="fg.muted">{featured.isPending ? 'Loading featured products…' : emptyTexts.featured}</Text>
      )}
    </Stack>
  );
}
