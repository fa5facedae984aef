import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { Link, type LinkProps } from '@xchange/ui';

export interface ShellLinkProps extends Omit<LinkProps, 'href' | 'onClick'> {
  to: string;
  /** Rendered but does nothing (e.g. on the coming-soon page '/'). */
  inert?: boolean;
  /** Called after a navigation, e.g. to close the narrow-screen menu. */
  onNavigate?: () => void;
  children: ReactNode;
}

/** Navigates across remotes through single-spa; new-tab clicks keep the browser's behaviour. */
export function ShellLink({ to, inert = false, onNavigate, children, ...rest }: ShellLinkProps) {
  if (inert) {
    return (
      <Link aria-disabled="true" cursor="default" {...rest}>
        {children}
      </Link>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigateToUrl(to);
    onNavigate?.();
  };
  return (
    <Link href={to} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
