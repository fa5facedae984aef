import { RouteTabs, type RouteTab } from '@xchange/remote-kit';

const tabs: RouteTab[] = [
  { label: 'Recent Products', to: '/products' },
  { label: 'All Products', to: '/allproducts' },
];

/** Switches between the seller's recent and complete product lists. */
export function ProductTabs() {
  return <RouteTabs label="Product lists" tabs={tabs} />;
}
