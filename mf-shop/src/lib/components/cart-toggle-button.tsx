import type { MouseEvent } from 'react';
import { Button, IconButton } from '@xchange/ui';
import type { Product } from '@xchange/contract';
import { useCart } from '@xchange/remote-kit';
import { useViewer } from '../use-viewer';
import { CartIcon } from './icons';

// the solid brand button's colours (Chakra's button recipe, variant solid)
const pressedLook = { bg: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.solid/90' } } as const;

/**
 * Adds the product to the shell's cart or takes it out again; hidden for signed-in sellers (docs/product.md §2.4) and
 * on a listing priced on request, which is ordered through a quote (§2.11).
 */
export function CartToggleButton({ product, withText = false }: { product: Product; withText?: boolean }) {
  const viewer = useViewer();
  const inCart = useCart((s) => s.lines.some((l) => l.id === product.id));
  const add = useCart((s) => s.add);
  const remove = useCart((s) => s.remove);
  if (viewer === 'seller' || product.priceonrequest) return null;

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (inCart) {
      remove(product.id);
      return;
    }
    const { id, productname, price, discountPrice, sellerid, description, category, brand, primaryfile } = product;
    add({ id, productname, price, discountPrice, sellerid, description, category, brand, primaryfile });
  };
  const label = inCart ? `Remove ${product.productname} from cart` : `Add ${product.productname} to cart`;
  if (withText) {
    return (
      // Named by its visible text (WCAG 2.5.3 label in name); the page around it names the product.
      // the listing's one solid, primary action (docs/product.md §2.9)
      <Button variant="solid" colorPalette="brand" aria-pressed={inCart} onClick={onClick}>
        <CartIcon added={inCart} />
        {inCart ? 'In your cart' : 'Add to cart'}
      </Button>
    );
  }
  return (
    <IconButton
      aria-label={label}
      aria-pressed={inCart}
      size="sm"
      variant="subtle"
      colorPalette="gray"
      bg="bg"
      // one class for both states: the brand look comes from aria-pressed, so a click adds no CSS rule (a new rule
      // restyles the whole page: ~100 ms of a slow phone's click, infra/bench/README.md issue 27)
      _pressed={pressedLook}
      borderRadius="full"
      onClick={onClick}
    >
      <CartIcon added={inCart} />
    </IconButton>
  );
}
