import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@xchange/ui';
import { Dialog, Modal } from '@xchange/ui/overlays';
import type { Product } from '@xchange/contract';
import { useProduct } from '../../../lib/api/get-product';
import { ListingPanels } from '../../../lib/components/listing-panels';
import { ProductActions, ProductDetails } from '../../../lib/components/product-details';

/** The quick view's specifications and facts, fetched when it opens (catalog pages carry only the card). */
function QuickViewPanels({ id }: { id: number }) {
  const listing = useProduct(id);
  return listing.data ? <ListingPanels product={listing.data} headingLevel="h3" /> : null;
}

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
      {product && <QuickViewPanels id={product.id} />}
    </Modal>
  );
}
