import { PageIntro } from '@xchange/remote-kit';
import { AccountList } from './account-list';

export function BuyersPage() {
  return (
    <PageIntro
      title="Buyers Profile"
      metaTitle="Buyers"
      description="Every buyer registered on The Xchange Marketplace with company and contact details."
      intro="Every registered buyer with name, company, email, address and phone number."
    >
      <AccountList kind="buyer" />
    </PageIntro>
  );
}

export function SellersPage() {
  return (
    <PageIntro
      title="Sellers Profile"
      metaTitle="Sellers"
      description="Every seller on The Xchange Marketplace, with contact details and active status."
      intro="Every registered seller with contact details. Switching a seller to Inactive stops it signing in and takes its listings out of the shop until you switch it back."
    >
      <AccountList kind="seller" />
    </PageIntro>
  );
}
