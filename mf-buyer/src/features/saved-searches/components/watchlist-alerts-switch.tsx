import { Card, Text } from '@xchange/ui';
import { Switch } from '@xchange/ui/controls';
import { savedSearchTexts } from '@xchange/contract/core';
import { useSetWatchlistAlerts } from '../api/set-watchlist-alerts';

/** The one switch for price-drop mails about the listings on the buyer's watchlist. */
export function WatchlistAlertsSwitch({ on }: { on: boolean }) {
  const set = useSetWatchlistAlerts();
  return (
    <Card.Root variant="outline">
      <Card.Body gap={1}>
        <Switch.Root colorPalette="brand" checked={on} onCheckedChange={(d) => set.mutate(d.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="semibold">{savedSearchTexts.watchlistAlerts}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          An email when a listing on your watchlist gets a lower price.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
