import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@xchange/ui';
import { PageIntro, useCart } from '@xchange/remote-kit';
import { OrderSummaryTable } from './order-summary-table';
import { PlaceOrderForm } from './place-order-form';

/** /ordersummary (docs/product.md §2.5): the cart as a table, then notes, payment method, delivery address and Place Order. */
export function OrderSummaryPage() {
  const lines = useCart((s) => s.lines);
  return (
    <PageIntro
      title="Order Summary"
      description="Check the products, quantities and totals of your order, add notes and place it."
      intro="Check each product, quantity and total, add notes and your preferred payment method, then place your order."
    >
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to="/cart">← Back to Cart</RouterLink>
      </Link>
      <OrderSummaryTable lines={lines} />
      <PlaceOrderForm lines={lines} />
    </PageIntro>
  );
}
