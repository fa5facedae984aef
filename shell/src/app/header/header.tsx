import { useState } from 'react';
import type { KyInstance } from 'ky';
import { useStore } from 'zustand';
import { navigateToUrl } from 'single-spa';
import { matchRoute, signedInAs } from '@xchange/contract/core';
import type { CartStore, SessionStore } from '@xchange/contract';
import { Button, IconButton, chakra } from '@xchange/ui';
import { accountTarget } from '../lib/account-target';
import { AccountAvatar } from './account-avatar';
import { usePathname } from '../lib/use-pathname';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { NotificationBell } from './notification-bell';
import { LineIcon } from './line-icon';

// Defined once: the header re-renders on every navigation and cart change, and these objects are then resolved once.
const Bar = chakra('nav', {
  base: { display: 'flex', bg: 'white', borderBottomWidth: '1px', borderColor: 'gray.200', h: { base: '61px', md: '122px' } },
});
const Inner = chakra('div', {
  base: {
    display: 'flex',
    w: 'full',
    maxW: 'content',
    mx: 'auto',
    h: 'full',
    px: { base: '3', md: '6', lg: '8' },
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: { base: '2', md: '4', lg: '6' },
  },
});
const Actions = chakra('div', { base: { display: 'flex', alignItems: 'center', gap: { base: '1', md: '3' } } });
const accountButtonSize = { base: 'xs', md: 'sm', lg: 'md' } as const;

export interface HeaderProps {
  session: SessionStore;
  cart: CartStore;
  /** The shell's API client (the notifications bell's calls). */
  api: KyInstance;
}

/** Site header (docs/product.md §2.1): logo, navigation, account button, the notifications bell (§2.14) and cart. */
export function Header({ session, cart, api }: HeaderProps) {
  const pathname = usePathname();
  const type = useStore(session, signedInAs);
  const user = useStore(session, (s) => s.data);
  const cartLines = useStore(cart, (s) => s.lines.length);
  // The menu belongs to the path it was opened on, so any navigation closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const onRoot = pathname === '/';
  const route = matchRoute(pathname);
  const current = route?.nav;
  // the buyer and seller hubs' layouts hold the page's message stream for their own user (remote-kit's UnreadWatcher)
  const hubStream = (type === 'buyer' || type === 'seller') && route?.remote === type;

  return (
    <Bar aria-label="Main">
      <Inner>
        <Logo />
        <NavLinks current={current} layout="bar" />
        <Actions>
          <Button
            colorPalette="brand"
            size={accountButtonSize}
            fontWeight="bold"
            aria-disabled={onRoot || undefined}
            onClick={() => {
              if (!onRoot) navigateToUrl(accountTarget(type));
            }}
          >
            {type && <AccountAvatar user={user} />}
            {type ? 'My Account' : 'LOGIN / JOIN US'}
          </Button>
          {(type === 'buyer' || type === 'seller') && (
            <NotificationBell key={`${type}-${user?.id ?? ''}`} api={api} ownStream={!hubStream} />
          )}
          {(type === null || type === 'buyer') && <CartButton count={cartLines} inert={onRoot} />}
          <IconButton
            hideFrom="md"
            variant="ghost"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="shell-mobile-menu"
            onClick={() => setMenuPath(pathname)}
          >
            <LineIcon>
              <path d="M3 6h18M3 12h18M3 18h18" />
            </LineIcon>
          </IconButton>
        </Actions>
      </Inner>
      {menuOpen && <MobileMenu current={current} onClose={() => setMenuPath(null)} />}
    </Bar>
  );
}
