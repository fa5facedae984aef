import { PageIntro } from '@xchange/remote-kit';
import { AccountTabs } from './account-tabs';

const profileIntro = 'Keep your public profile picture, name, company, phone number and address up to date, and change your password.';

export function SellerHubPage() {
  return (
    <PageIntro
      title="Seller Hub"
      description="Your seller account on The Xchange Marketplace: profile details and subscription."
      intro={profileIntro}
    >
      <AccountTabs />
    </PageIntro>
  );
}

export function MyAccountPage() {
  return (
    <PageIntro
      title="My Account"
      metaTitle="Seller Account"
      description="Your seller profile: picture, name, company, contact details and password."
      intro={profileIntro}
    >
      <AccountTabs />
    </PageIntro>
  );
}

export function SubscriptionPage() {
  return (
    <PageIntro
      title="Subscription"
      metaTitle="Seller Subscription"
      description="Your annual seller subscription: renewal, next payment, upload credits and transactions."
      intro="Your annual seller subscription: when it renews, your next payment, your upload credits and your transactions."
    >
      <AccountTabs />
    </PageIntro>
  );
}
