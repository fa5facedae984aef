import { unavailableTestId, createUnavailablePanel } from './unavailable-panel';
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
      if (slot && !slot.querySelector(`[data-testid="${unavailableTestId}"]`)) slot.append(createUnavailablePanel(slot.ownerDocument));
    },
    unmount: async () => {
      slot?.querySelector(`[data-testid="${unavailableTestId}"]`)?.remove();
      slot = null;
    },
  };
}
