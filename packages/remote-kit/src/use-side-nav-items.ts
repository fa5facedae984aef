import { useLocation, useNavigate } from 'react-router-dom';
import type { SideNavItem } from '@xchange/ui/tables';

export interface NavEntry {
  label: string;
  href: string;
  dot?: boolean;
}

/** SideNav items for routes of this remote: marked active on their path, followed with the remote's router. */
export function useSideNavItems(entries: readonly NavEntry[]): SideNavItem[] {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return entries.map((e) => ({
    ...e,
    active: pathname === e.href || pathname.startsWith(`${e.href}/`),
    onClick: (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(e.href);
    },
  }));
}
