import type { KyInstance } from 'ky';
import type { SessionStore } from './session';
import type { CartStore } from './cart';
import type { Notice } from './notice';
import type { EarlyRequest } from './early-requests';
import type { EndpointName, EndpointResponse } from '../endpoints';

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
  /**
   * The answer to a request the shell started as the page opened (earlyRequestsFor), once, while it is fresh; else
   * undefined and the remote sends the request itself. Absent in a shell older than contract 0.4.
   */
  takeEarly?: <N extends EndpointName>(request: EarlyRequest<N>) => Promise<EndpointResponse<N>> | undefined;
}

/** Props single-spa passes to a remote's lifecycles: ShellContext plus the slot to render into. */
export interface RemoteMountProps extends ShellContext {
  name: string;
  domElementGetter: () => HTMLElement;
}
