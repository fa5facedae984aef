// Plain DOM on purpose: it must render when React, the UI package or a remote failed to load.
export const unavailableTestId = 'remote-unavailable';

/** The friendly panel shown in a remote's slot when the remote cannot load or crashed. */
export function createUnavailablePanel(doc: Document = document): HTMLElement {
  const panel = doc.createElement('div');
  panel.setAttribute('data-testid', unavailableTestId);
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'max-width:640px;margin:48px auto;padding:32px 24px;border:1px solid #f3d3a6;border-radius:12px;' +
    'background:#fff8ee;text-align:center;font-family:Montserrat,system-ui,sans-serif;color:#1a202c';

  const heading = doc.createElement('h2');
  heading.textContent = 'This part of the site is temporarily unavailable';
  heading.style.cssText = 'margin:0 0 12px;font-size:1.35rem';

  const text = doc.createElement('p');
  text.textContent = 'The rest of the site still works: use the menu above to keep browsing, or try this page again in a moment.';
  text.style.cssText = 'margin:0 0 20px;line-height:1.5';

  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Try again';
  retry.style.cssText =
    'background:#f89e23;color:#fff;border:0;border-radius:6px;padding:10px 22px;font:inherit;font-weight:600;cursor:pointer';
  retry.addEventListener('click', () => doc.defaultView?.location.reload());

  panel.append(heading, text, retry);
  return panel;
}

/** Replaces a slot's content with the panel (a crashed remote's React root is dead anyway). */
export function showUnavailable(slot: HTMLElement): void {
  if (slot.querySelector(`[data-testid="${unavailableTestId}"]`)) return;
  slot.replaceChildren(createUnavailablePanel(slot.ownerDocument));
  // the server's first view it replaces will not be hydrated; the panel's button must take clicks
  // contract's serverRenderedMark, spelled out: this runs in a federation runtime plugin, before shared modules load
  slot.removeAttribute('data-server-rendered');
}
