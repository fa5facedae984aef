import { PageIntro } from '@xchange/remote-kit';

export function WatchlistPage() {
  return (
    <PageIntro
      title="Watchlist"
      description="Equipment you are keeping an eye on in The Xchange Shop."
      intro="The equipment you saved with the heart in the shop, ready to review or add to your cart."
    />
  );
}
