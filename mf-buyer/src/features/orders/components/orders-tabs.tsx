import { RouteTabs, type RouteTab } from '@xchange/remote-kit';

const tabs: RouteTab[] = [
  { label: 'Current Orders', to: '/buyerorder' },
  { label: 'Order History', to: '/buyerorderhistory' },
];

/** Switches between the buyer's current orders and order history. */
export function OrdersTabs() {
  return <RouteTabs label="Orders" tabs={tabs} />;
}
