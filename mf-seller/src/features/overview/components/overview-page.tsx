import { PageIntro } from '@xchange/remote-kit';

export function OverviewPage() {
  return (
    <PageIntro
      title="Overview"
      metaTitle="Seller Overview"
      description="Your sales and orders at a glance: today, this month, last month and in total."
      intro="Your sales and orders at a glance: today, this month, last month and in total, with your top sellers."
    />
  );
}
