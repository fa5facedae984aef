import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Flex, Link } from '@xchange/ui';

export interface RouteTab {
  label: string;
  to: string;
  /** Other paths on which this tab is the current one. */
  alsoOn?: readonly string[];
}

/** A row of tabs that are links to routes of the remote; the tab of the current path is marked. */
export function RouteTabs({ label, tabs }: { label: string; tabs: readonly RouteTab[] }) {
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label={label} gap={6} borderBottomWidth="1px">
      {tabs.map((t) => {
        const current = pathname === t.to || (t.alsoOn ?? []).includes(pathname);
        return (
          <Link
            key={t.to}
            asChild
            py={2}
            fontWeight="semibold"
            color={current ? 'brand.fg' : 'fg'}
            borderBottomWidth="2px"
            borderColor={current ? 'brand.solid' : 'transparent'}
          >
            <RouterLink to={t.to} aria-current={current ? 'page' : undefined}>
              {t.label}
            </RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}
