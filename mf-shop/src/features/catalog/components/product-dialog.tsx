import { Link as RouterLink } from 'react-router-dom';
import { CloseButton, Link, Portal } from '@xchange/ui';
import { Dialog } from '@xchange/ui/overlays';
import type { Product } from '@xchange/contract';
import { ProductDetails } from '../../../lib/components/product-details';

/** The SPEC §2.4 detail dialog of a card, with a link to the listing's own page. */
export function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Dialog.Root open={product !== null} onOpenChange={(d) => !d.open && onClose()} size="xl"
      placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: 'calc(100vw - 1rem)', md: '5xl' }} mx={2}>
            {product && (
              <>
                <Dialog.Body pt={12} pb={6}>
                  <ProductDetails
                    product={product}
                    heading={<Dialog.Title fontSize="2xl" lineHeight="short">{product.productname}</Dialog.Title>}
                    footer={
                      <Link asChild color="brand.fg" fontWeight="semibold">
                        <RouterLink to={`/product/${product.id}`}>Open the listing&apos;s own page →</RouterLink>
                      </Link>
                    }
                  />
                </Dialog.Body>
                <Dialog.CloseTrigger asChild position="absolute" top={2} right={2}>
                  <CloseButton aria-label="Close" size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
