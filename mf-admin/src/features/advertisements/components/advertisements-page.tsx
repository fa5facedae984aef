import { PageIntro } from '@xchange/remote-kit';
import { AdvertList } from './advert-list';

export function AdvertisementsPage() {
  return (
    <PageIntro
      title="Advertisements"
      description="The image and video adverts shown beside the products in The Xchange Shop."
      intro="The image and video adverts shown beside the products in The Xchange Shop; the newest three appear there. Add, edit or remove them."
    >
      <AdvertList />
    </PageIntro>
  );
}
