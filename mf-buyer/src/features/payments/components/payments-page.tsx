import { PageIntro } from '@xchange/remote-kit';

export function PaymentsPage() {
  return (
    <PageIntro
      title="Payments"
      metaTitle="Buyer Payments"
      description="Payments for your orders: product, order number, amount and payment method."
      intro="Every payment for your orders, with the order date, order number, amount and payment method."
    />
  );
}
