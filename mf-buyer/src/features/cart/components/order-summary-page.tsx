import { PageIntro } from '@xchange/remote-kit';

export function OrderSummaryPage() {
  return (
    <PageIntro
      title="Order Summary"
      description="Check the products, quantities and totals of your order, add notes and place it."
      intro="Check each product, quantity and total, add notes and your preferred payment method, then place your order."
    />
  );
}
