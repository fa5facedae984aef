import type { OrderStatus } from '@xchange/contract';
import { PageIntro } from '@xchange/remote-kit';
import { ExportOrders } from './export-orders';
import { OrdersTable } from './orders-table';

interface OrderStatusPage {
  title: string;
  status: OrderStatus;
  description: string;
  intro: string;
}

function makeOrdersPage({ title, status, description, intro }: OrderStatusPage) {
  return function OrdersPage() {
    return (
      <PageIntro title={title} metaTitle={`${title} Orders`} description={description} intro={intro}>
        <ExportOrders />
        <OrdersTable status={status} />
      </PageIntro>
    );
  };
}

/** docs/product.md §4: the In Progress tab lists 'New Order'. */
export const InProgressOrdersPage = makeOrdersPage({
  title: 'In Progress',
  status: 'New Order',
  description: 'New orders from buyers waiting for you to process them.',
  intro: 'New orders from buyers: check the details, update the status and payment, and add comments.',
});

export const CompletedOrdersPage = makeOrdersPage({
  title: 'Completed',
  status: 'Completed',
  description: 'Orders you have completed for your buyers.',
  intro: 'Orders you have completed, with their buyers, addresses and payment status.',
});

export const ShippedOrdersPage = makeOrdersPage({
  title: 'Shipped',
  status: 'Shipped',
  description: 'Orders you have shipped to your buyers.',
  intro: 'Orders on their way to your buyers.',
});

export const CancelledOrdersPage = makeOrdersPage({
  title: 'Cancelled',
  status: 'Cancelled',
  description: 'Orders that were cancelled.',
  intro: 'Orders that were cancelled, kept here for your records.',
});
