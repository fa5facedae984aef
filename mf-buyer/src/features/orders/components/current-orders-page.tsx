import { PageIntro } from '@xchange/remote-kit';
import { OrdersTabs } from './orders-tabs';

export function CurrentOrdersPage() {
  return (
    <PageIntro
      title="Current Orders"
      description="Orders you placed that sellers are still processing."
      intro="Orders you placed that sellers are still working on, with their details and a direct line to the seller."
    >
      <OrdersTabs />
    </PageIntro>
  );
}
