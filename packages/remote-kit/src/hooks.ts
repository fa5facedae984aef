import { useStore } from 'zustand';
import type { CartState, Notice, SessionState, ShellContext } from '@xchange/contract';
import type { KyInstance } from 'ky';
import { useShell } from './shell-context';

const whole = <S>(s: S) => s as unknown;

/** Reads the shell's session store (docs/product.md §3) with a selector. */
export function useSession<T = SessionState>(selector: (s: SessionState) => T = whole as (s: SessionState) => T): T {
  return useStore(useShell().session, selector);
}

/** Reads the shell's cart store with a selector. */
export function useCart<T = CartState>(selector: (s: CartState) => T = whole as (s: CartState) => T): T {
  return useStore(useShell().cart, selector);
}

/** The shell's notice function (toasts at the bottom right). */
export function useNotify(): (notice: Notice) => void {
  return useShell().notify;
}

/** Navigates to a route of another remote (single-spa navigateToUrl underneath). */
export function useNavigateAcross(): ShellContext['navigate'] {
  return useShell().navigate;
}

/** The configured /api/v1 ky client. */
export function useApi(): KyInstance {
  return useShell().api;
}

const noEarlyAnswers: NonNullable<ShellContext['takeEarly']> = () => undefined;

/**
 * Takes the answer to a request the shell started as the page opened (ShellContext.takeEarly): a page's first query
 * sends `takeEarly(request) ?? call(…)`, so it waits for no second round trip. Undefined once taken, or in an older shell.
 */
export function useTakeEarly(): NonNullable<ShellContext['takeEarly']> {
  return useShell().takeEarly ?? noEarlyAnswers;
}
