import { PageIntro } from '@xchange/remote-kit';

export function PaymentsPage() {
  return (
    <PageIntro
      title="Payments"
      metaTitle="Seller Payments"
      description="The payment status of your orders: who ordered, the order number and whether it is paid."
      intro="The payment status of each order: buyer, order number, address and whether it is paid."
    />
  );
}
