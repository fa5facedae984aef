import { PageIntro } from '@xchange/remote-kit';

export function AdvertisementsPage() {
  return (
    <PageIntro
      title="Advertisements"
      description="The image and video adverts shown beside the products in The Xchange Shop."
      intro="The image and video adverts shown beside the products in The Xchange Shop: add, edit or remove them."
    />
  );
}
