import { PageIntro } from '@xchange/remote-kit';
import { OrdersTabs } from './orders-tabs';

export function OrderHistoryPage() {
  return (
    <PageIntro
      title="Order History"
      description="Your completed, shipped and cancelled orders on The Xchange Marketplace."
      intro="Orders that sellers have completed, shipped or cancelled."
    >
      <OrdersTabs />
    </PageIntro>
  );
}
