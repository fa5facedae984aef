import type { KyInstance } from 'ky';
import type { SessionStore } from './session';
import type { CartStore } from './cart';
import type { Notice } from './notice';

/** What the shell hands every remote as single-spa customProps (docs/architecture.md §4, runtime composition). */
export interface ShellContext {
  session: SessionStore;
  cart: CartStore;
  notify: (notice: Notice) => void;
  /** Navigates across remotes (single-spa navigateToUrl underneath). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The configured /api/v1 client of packages/api-client. */
  api: KyInstance;
  /** Whether the launch gate is open (LAUNCHED). */
  launched: boolean;
}

/** Props single-spa passes to a remote's lifecycles: ShellContext plus the slot to render into. */
export interface RemoteMountProps extends ShellContext {
  name: string;
  domElementGetter: () => HTMLElement;
}
