import { Link as RouterLink, useParams } from 'react-router-dom';
import { Heading, Link, Stack, Text } from '@xchange/ui';
import { usePageMeta } from '@xchange/remote-kit';

/** One listing of the shop, reached at /product/:id. */
export function ProductPage() {
  const { id = '' } = useParams();
  usePageMeta(`Listing ${id}`, `Details, pictures and price of listing ${id} in The Xchange Shop.`);
  return (
    <Stack gap={6} maxW="6xl" mx="auto" px={{ base: 4, md: 8 }} py={10}>
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/xchangeShop">← Back to The Xchange Shop</RouterLink>
      </Link>
      <Heading as="h1" size="3xl">
        Product Details
      </Heading>
      <Text>Listing {id}: pictures, description, brand, location and price of this piece of equipment.</Text>
    </Stack>
  );
}
