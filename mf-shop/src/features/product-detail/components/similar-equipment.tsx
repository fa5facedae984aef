import { Link as RouterLink } from 'react-router-dom';
import { AspectRatio, Box, Heading, Image, Link, SimpleGrid, Stack, Text } from '@xchange/ui';
import type { Product } from '@xchange/contract';
import { NoPicture } from '../../../lib/components/no-picture';
import { PriceTag } from '../../../lib/components/price-tag';
import { useSimilar } from '../api/get-similar';

function SimilarCard({ product }: { product: Product }) {
  const file = product.primaryfile;
  const picture = file?.thumbUrl || (file?.fileType === 'image' ? file.url : undefined);
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg" position="relative" _hover={{ boxShadow: 'md' }}>
      <AspectRatio ratio={4 / 3} bg="bg.muted">
        {picture ? <Image src={picture} alt="" objectFit="cover" htmlWidth={400} htmlHeight={300} loading="lazy" /> : <NoPicture />}
      </AspectRatio>
      <Stack gap={1} p={3}>
        {/* the link's ::after stretches over the card, so the whole card opens the listing */}
        <Link asChild fontWeight="semibold" lineClamp={2} _after={{ content: '""', position: 'absolute', inset: 0 }}>
          <RouterLink to={`/product/${product.id}`}>{product.productname}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {[product.brand, product.condition].filter(Boolean).join(' · ')}
        </Text>
        <PriceTag product={product} />
      </Stack>
    </Box>
  );
}

/** docs/product.md §2.9: up to 8 listings of the same category, nearest in specifications and price. */
export function SimilarEquipment({ productId }: { productId: number }) {
  const similar = useSimilar(productId);
  if (!similar.data?.length) return null;
  return (
    <Stack as="section" aria-labelledby="similar-heading" gap={4}>
      <Heading as="h2" size="xl" id="similar-heading">
        Similar equipment
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
        {similar.data.map((p) => (
          <SimilarCard key={p.id} product={p} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
