import { Link, Text } from '@xchange/ui';
import { useCart, useCrossLink } from '@xchange/remote-kit';
import { PageIntro } from '@xchange/remote-kit';

export function CartPage() {
  const count = useCart((s) => s.lines.length);
  const shop = useCrossLink('/xchangeShop');
  return (
    <PageIntro
      title="Cart"
      description="The equipment in your cart, with quantities and totals, ready for checkout."
      intro="Review the equipment you picked, change quantities and proceed to checkout."
    >
      <Text fontWeight="semibold">{count === 0 ? 'No items found in cart' : `${count} ${count === 1 ? 'item' : 'items'} in your cart`}</Text>
      <Link href={shop.href} onClick={shop.onClick} color="brand.fg" fontWeight="semibold">
        ← Back to The Xchange Shop
      </Link>
    </PageIntro>
  );
}
