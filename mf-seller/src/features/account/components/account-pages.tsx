import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { MyAccountPanel, PageIntro } from '@xchange/remote-kit';
import { successTexts } from '@xchange/contract/core';
import { AccountTabs } from './account-tabs';
import { SubscriptionPanel } from './subscription-panel';

// the dialog (and its overlay code) loads only when a checkout returns here with ?message=
const PaymentResultDialog = lazy(() => import('./credits-payment-result'));

const profileIntro = 'Keep your public profile picture, name, company, phone number and address up to date, and change your password.';

export function SellerHubPage() {
  return (
    <PageIntro
      title="Seller Hub"
      description="Your seller account on The Xchange Marketplace: profile details and subscription."
      intro={profileIntro}
    >
      <AccountTabs />
      <MyAccountPanel role="seller" successText={successTexts.myAccountUpdated} />
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
      <MyAccountPanel role="seller" successText={successTexts.myAccountUpdated} />
    </PageIntro>
  );
}

export function SubscriptionPage() {
  const { search } = useLocation();
  return (
    <PageIntro
      title="Subscription"
      metaTitle="Seller Subscription"
      description="Your annual seller subscription: renewal, next payment, listing credits and payments."
      intro="Your annual seller subscription: its status, when it renews, your next payment, your listing credits and your payments."
    >
      <AccountTabs />
      <SubscriptionPanel />
      {new URLSearchParams(search).has('message') && (
        <Suspense>
          <PaymentResultDialog />
        </Suspense>
      )}
    </PageIntro>
  );
}
