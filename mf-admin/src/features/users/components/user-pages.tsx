import { PageIntro } from '@xchange/remote-kit';

export function BuyersPage() {
  return (
    <PageIntro
      title="Buyers Profile"
      metaTitle="Buyers"
      description="Every buyer registered on The Xchange Marketplace with company and contact details."
      intro="Every registered buyer with name, company, email, address and phone number."
    />
  );
}

export function SellersPage() {
  return (
    <PageIntro
      title="Sellers Profile"
      metaTitle="Sellers"
      description="Every seller on The Xchange Marketplace, with contact details and active status."
      intro="Every registered seller with contact details; an inactive seller's listings leave the shop."
    />
  );
}
