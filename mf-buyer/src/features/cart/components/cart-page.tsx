import { useNavigate } from 'react-router-dom';
import { Flex, Link, Stack, Text } from '@xchange/ui';
import { emptyTexts, loginPathReturningTo, signedInAs } from '@xchange/contract/core';
import { PageIntro, useCart, useCrossLink, useNavigateAcross, useSession } from '@xchange/remote-kit';
import { useLineProducts } from '../api/get-line-products';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { FeaturedProducts } from './featured-products';

const sellerName = (s?: { firstname: string; lastname: string; company: string }) =>
  s ? s.company || `${s.firstname} ${s.lastname}`.trim() : undefined;

/** /cart (docs/product.md §2.5): the lines with −/+ and Delete, totals, checkout, featured listings; open to visitors. */
export function CartPage() {
  const lines = useCart((s) => s.lines);
  const buyer = useSession((s) => signedInAs(s) === 'buyer');
  const looked = useLineProducts(lines);
  const navigate = useNavigate();
  const navigateAcross = useNavigateAcross();
  const shop = useCrossLink('/xchangeShop');
  // docs/product.md §2.5: checkout needs a login; a visitor comes back to the order summary after it
  const checkout = () => (buyer ? navigate('/ordersummary') : navigateAcross(loginPathReturningTo('/ordersummary')));
  return (
    <PageIntro
      title="Cart"
      description="The equipment in your cart, with quantities and totals, ready for checkout."
      intro="Review the equipment you picked, change quantities and proceed to checkout."
    >
      <Link href={shop.href} onClick={shop.onClick} color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
        ← Back to The Xchange Shop
      </Link>
      {lines.length === 0 ? (
        <Text fontWeight="semibold" py={6}>
          {emptyTexts.cart}
        </Text>
      ) : (
        <Flex gap={8} direction={{ base: 'column', lg: 'row' }}>
          <Stack as="ul" aria-label="Cart items" flex="1" minW={0} listStyleType="none" gap={0}>
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} seller={sellerName(line.seller ?? looked.get(line.id)?.seller)} />
            ))}
          </Stack>
          <CartTotals lines={lines} onCheckout={checkout} />
        </Flex>
      )}
      <FeaturedProducts />
    </PageIntro>
  );
}
