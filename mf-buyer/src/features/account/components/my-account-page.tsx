import { MyAccountPanel, PageIntro } from '@xchange/remote-kit';
import { successTexts } from '@xchange/contract/core';

/** docs/product.md §2.5 /myacc: the buyer's picture, profile, password and Save. */
export function MyAccountPage() {
  return (
    <PageIntro
      title="MY ACCOUNT"
      metaTitle="My Account"
      description="Your buyer profile on The Xchange Marketplace: name, company, contact details and password."
      intro="Keep your profile picture, name, company, phone number and address up to date, and change your password."
    >
      <MyAccountPanel role="buyer" successText={successTexts.myAccountUpdated} />
    </PageIntro>
  );
}
