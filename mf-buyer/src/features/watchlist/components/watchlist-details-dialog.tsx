import { Image, SimpleGrid, Stack, Text, chakra } from '@xchange/ui';
import { DetailList, DetailsDialog } from '@xchange/remote-kit';
import type { MediaFile, Product } from '@xchange/contract';
import { shownPrice } from '../../../lib/shown-price';

const mediaOf = (p: Product): MediaFile[] => {
  const all = [p.primaryfile, ...(p.productfiles ?? [])].filter((f): f is MediaFile => Boolean(f?.url));
  return all.filter((f, i) => all.findIndex((g) => g.url === f.url) === i);
};

/** View Details of a watchlisted listing: pictures and videos, name, description, brand, location, price (docs/product.md §2.5). */
export function WatchlistDetailsDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <DetailsDialog item={product} title={product?.productname ?? 'Details'} onClose={onClose} scrollBehavior="inside">
      {(product) => {
        const media = mediaOf(product);
        return (
          <Stack gap={4}>
            {media.length ? (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                {media.map((f, i) =>
                  f.fileType === 'video' ? (
                    <chakra.video
                      key={f.url}
                      src={f.url}
                      controls
                      preload="metadata"
                      aria-label={`Video ${i + 1} of ${product.productname}`}
                      w="full"
                    />
                  ) : (
                    <Image key={f.url} src={f.url} alt={`${product.productname}, picture ${i + 1}`} objectFit="contain" maxH="60" />
                  ),
                )}
              </SimpleGrid>
            ) : (
              <Text color="fg.muted">No pictures for this listing yet.</Text>
            )}
            <Text whiteSpace="pre-line">{product.description}</Text>
            <DetailList
              rows={[
                ['Brand', product.brand || 'Not given'],
                ['Location', product.location || product.address || 'Not given'],
                ['Price', shownPrice(product)],
              ]}
            />
          </Stack>
        );
      }}
    </DetailsDialog>
  );
}
