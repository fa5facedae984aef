/** Leaves the site for a payment page (a full page load, not a route change). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
