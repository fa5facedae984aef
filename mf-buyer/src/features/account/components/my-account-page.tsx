import { PageIntro } from '@xchange/remote-kit';

export function MyAccountPage() {
  return (
    <PageIntro
      title="MY ACCOUNT"
      metaTitle="My Account"
      description="Your buyer profile on The Xchange Marketplace: name, company, contact details and password."
      intro="Keep your profile picture, name, company, phone number and address up to date, and change your password."
    />
  );
}
