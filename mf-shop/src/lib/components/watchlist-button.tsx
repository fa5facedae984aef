import { useState, type MouseEvent } from 'react';
import { Button, IconButton } from '@xchange/ui';
import { infoTexts } from '@xchange/contract/core';
import { useNotify, useToggleWatchlist } from '@xchange/remote-kit';
import { useViewer } from '../use-viewer';
import { HeartIcon } from './icons';

// Every shop query (cards, detail, search) carries the heart's state
const shownHearts = [['shop']];

export interface WatchlistButtonProps {
  product: { id: number; productname: string; isStarred?: boolean };
  /** A button with words beside the heart (detail views) instead of the bare icon (cards). */
  withText?: boolean;
}

/** The watchlist heart: hidden for sellers and admins; a visitor is asked to log in; a buyer toggles it. */
export function WatchlistButton({ product, withText = false }: WatchlistButtonProps) {
  const viewer = useViewer();
  const notify = useNotify();
  const toggle = useToggleWatchlist(shownHearts);
  const [starred, setStarred] = useState(Boolean(product.isStarred));
  // A fresh answer from the server (after a reload or another toggle) wins over the last click.
  const [seen, setSeen] = useState(product.isStarred);
  if (seen !== product.isStarred) {
    setSeen(product.isStarred);
    setStarred(Boolean(product.isStarred));
  }
  if (viewer === 'seller' || viewer === 'admin') return null;

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (viewer !== 'buyer') {
      notify({ type: 'info', title: infoTexts.loginFirstForWatchlist });
      return;
    }
    toggle.mutate({ id: product.id, starred }, { onSuccess: (nowStarred) => setStarred(nowStarred) });
  };
  const label = starred ? `Remove ${product.productname} from watchlist` : `Add ${product.productname} to watchlist`;
  if (withText) {
    return (
      // Named by its visible text (WCAG 2.5.3 label in name); the page around it names the product.
      <Button variant="outline" aria-pressed={starred} loading={toggle.isPending} onClick={onClick} color={starred ? 'red.700' : undefined}>
        <HeartIcon filled={starred} />
        {starred ? 'On your watchlist' : 'Add to watchlist'}
      </Button>
    );
  }
  return (
    <IconButton
      aria-label={label}
      aria-pressed={starred}
      size="sm"
      variant="subtle"
      bg="bg"
      color={starred ? 'red.600' : 'fg'}
      borderRadius="full"
      loading={toggle.isPending}
      onClick={onClick}
    >
      <HeartIcon filled={starred} />
    </IconButton>
  );
}
