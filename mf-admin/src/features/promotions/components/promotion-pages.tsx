import { PageIntro } from '@xchange/remote-kit';

export function ActivePromotionsPage() {
  return (
    <PageIntro
      title="Active Promotions"
      description="Seller promotions running now on The Xchange Marketplace."
      intro="Seller promotions running now: add, edit or remove them, and switch each one on or off."
    />
  );
}

export function UpcomingPromotionsPage() {
  return (
    <PageIntro
      title="Upcoming Promotions"
      description="Seller promotions scheduled to start later."
      intro="Seller promotions scheduled to start later: prepare them ahead and activate them when they are due."
    />
  );
}
