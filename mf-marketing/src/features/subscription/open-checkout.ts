/** Leaves the site for the checkout page (the provider's hosted page or the built-in test checkout). */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
