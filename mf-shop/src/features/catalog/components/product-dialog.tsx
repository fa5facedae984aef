import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@xchange/ui';
import { Dialog, Modal } from '@xchange/ui/overlays';
import type { Product } from '@xchange/contract';
import { ProductActions, ProductDetails } from '../../../lib/components/product-details';

/** The docs/product.md §2.4 detail dialog of a card, with a link to the listing's own page. */
export function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      size="xl"
      contentProps={{ maxW: { base: 'calc(100vw - 1rem)', md: '5xl' }, mx: 2 }}
      closeButton={product !== null}
      footer={product && <ProductActions product={product} />}
    >
      {product && (
        <ProductDetails
          product={product}
          withActions={false}
          heading={
            <Dialog.Title fontSize="2xl" lineHeight="short">
              {product.productname}
            </Dialog.Title>
          }
          footer={
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={`/product/${product.id}`}>Open the listing&apos;s own page →</RouterLink>
            </Link>
          }
        />
      )}
    </Modal>
  );
}
