import { lazy, Suspense, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { Badge, Box, IconButton } from '@xchange/ui';
import { LineIcon } from './line-icon';

// The motion entry downloads with the first add, not with every page (a visitor's first load stays as it was).
const Pop = lazy(() => import('@xchange/ui/motion').then((r) => ({ default: r.Pop })));

export interface CartButtonProps {
  count: number;
  /** Inert on the coming-soon page '/'. */
  inert: boolean;
}

/** Cart icon with the number of cart lines; leads to /cart (docs/product.md §2.1). The number pops when it goes up. */
export function CartButton({ count, inert }: CartButtonProps) {
  const [seen, setSeen] = useState({ count, grew: false });
  if (count !== seen.count) setSeen({ count, grew: seen.grew || count > seen.count });
  const badge = (
    <Badge data-testid="cart-badge" borderRadius="full" colorPalette="brand" variant="solid">
      {count}
    </Badge>
  );
  return (
    <Box position="relative">
      <IconButton
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-disabled={inert || undefined}
        variant="ghost"
        onClick={() => {
          if (!inert) navigateToUrl('/cart');
        }}
      >
        <LineIcon size={26}>
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
          <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.1L22 7H6" />
        </LineIcon>
      </IconButton>
      <Box position="absolute" top="0" right="0" display="flex" pointerEvents="none">
        {seen.grew ? (
          <Suspense fallback={badge}>
            <Pop value={count} popOnMount>
              {badge}
            </Pop>
          </Suspense>
        ) : (
          badge
        )}
      </Box>
    </Box>
  );
}
