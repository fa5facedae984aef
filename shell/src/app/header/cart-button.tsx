import { navigateToUrl } from 'single-spa';
import { Badge, Box, IconButton } from '@xchange/ui';

export interface CartButtonProps {
  count: number;
  /** Inert on the coming-soon page '/'. */
  inert: boolean;
}

/** Cart icon with the number of cart lines; leads to /cart (docs/product.md §2.1). */
export function CartButton({ count, inert }: CartButtonProps) {
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
        <svg
          width="26"
          height="26"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
          <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.1L22 7H6" />
        </svg>
      </IconButton>
      <Badge
        data-testid="cart-badge"
        position="absolute"
        top="0"
        right="0"
        borderRadius="full"
        colorPalette="brand"
        variant="solid"
        pointerEvents="none"
      >
        {count}
      </Badge>
    </Box>
  );
}
