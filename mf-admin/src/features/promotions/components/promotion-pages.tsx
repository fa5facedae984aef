import { PageIntro, RouteTabs } from '@xchange/remote-kit';
import { PromotionList } from './promotion-list';

const tabs = [
  { label: 'Active', to: '/admin-seller-promotion' },
  { label: 'Upcoming', to: '/admin-upcoming-seller-promotion' },
] as const;

export function ActivePromotionsPage() {
  return (
    <PageIntro
      title="Active Promotions"
      description="Seller promotions running now on The Xchange Marketplace."
      intro="Switched-on promotions: within their dates they put the seller's listings first in the shop and mark them Promoted."
    >
      <RouteTabs label="Promotion tabs" tabs={tabs} />
      <PromotionList tab="active" />
    </PageIntro>
  );
}

export function UpcomingPromotionsPage() {
  return (
    <PageIntro
      title="Upcoming Promotions"
      description="Seller promotions scheduled to start later."
      intro="New promotions start here, switched off. Switch one on when it is due and it moves to the Active tab."
    >
      <RouteTabs label="Promotion tabs" tabs={tabs} />
      <PromotionList tab="upcoming" />
    </PageIntro>
  );
}
