import { Box, Button, Dialog, Image, Portal, SimpleGrid, Stack, Text, chakra } from '@xchange/ui';
import type { MediaFile, Product } from '@xchange/contract';
import { effectivePrice } from '../../../lib/effective-price';
import { formatUsd } from '../../../lib/format-usd';

const mediaOf = (p: Product): MediaFile[] => {
  const all = [p.primaryfile, ...(p.productfiles ?? [])].filter((f): f is MediaFile => Boolean(f?.url));
  return all.filter((f, i) => all.findIndex((g) => g.url === f.url) === i);
};

/** View Details of a watchlisted listing: pictures and videos, name, description, brand, location, price (SPEC §2.5). */
export function WatchlistDetailsDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const media = product ? mediaOf(product) : [];
  return (
    <Dialog.Root open={product !== null} onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{product?.productname ?? 'Details'}</Dialog.Title>
            </Dialog.Header>
            {product && (
              <Dialog.Body>
                <Stack gap={4}>
                  {media.length ? (
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                      {media.map((f, i) =>
                        f.fileType === 'video' ? (
                          <chakra.video key={f.url} src={f.url} controls preload="metadata" aria-label={`Video ${i + 1} of ${product.productname}`} w="full" />
                        ) : (
                          <Image key={f.url} src={f.url} alt={`${product.productname}, picture ${i + 1}`} objectFit="contain" maxH="60" />
                        ),
                      )}
                    </SimpleGrid>
                  ) : (
                    <Text color="fg.muted">No pictures for this listing yet.</Text>
                  )}
                  <Text whiteSpace="pre-line">{product.description}</Text>
                  <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1}>
                    {(
                      [
                        ['Brand', product.manufacturer || 'Not given'],
                        ['Location', product.location || product.address || 'Not given'],
                        ['Price', formatUsd(effectivePrice(product))],
                      ] as const
                    ).map(([term, value]) => (
                      <Box key={term} display="contents">
                        <chakra.dt fontWeight="semibold">{term}</chakra.dt>
                        <chakra.dd>{value}</chakra.dd>
                      </Box>
                    ))}
                  </chakra.dl>
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
