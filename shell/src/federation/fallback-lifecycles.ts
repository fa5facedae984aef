import { showUnavailable, unavailableTestId } from './unavailable-panel';
import type { Lifecycles } from './lifecycles';

interface SlotProps {
  domElementGetter?: () => HTMLElement | null;
}

/** single-spa lifecycles that render the unavailable panel in place of a remote that failed to load. */
export function fallbackLifecycles(): Lifecycles {
  let slot: HTMLElement | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      slot = (props as SlotProps).domElementGetter?.() ?? null;
      // in place of whatever the slot held: a first view the gateway rendered will never be hydrated
      if (slot) showUnavailable(slot);
    },
    unmount: async () => {
      slot?.querySelector(`[data-testid="${unavailableTestId}"]`)?.remove();
      slot = null;
    },
  };
}
