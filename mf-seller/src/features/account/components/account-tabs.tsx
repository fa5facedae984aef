import { RouteTabs, type RouteTab } from '@xchange/remote-kit';

const tabs: RouteTab[] = [
  { label: 'My Account', to: '/sellerhub', alsoOn: ['/myaccount'] },
  { label: 'Subscription', to: '/profile' },
];

/** docs/product.md §2.6: the My Account and Subscription tabs of the seller's account pages. */
export function AccountTabs() {
  return <RouteTabs label="Account" tabs={tabs} />;
}
