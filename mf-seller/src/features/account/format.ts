const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 'November 22, 2026' for an ISO date; a dash when there is none. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dateFormat.format(new Date(iso)) : '—');

/** '$999.00'. */
export const formatUsd = (amount: number): string => moneyFormat.format(amount);

/** 'past_due' → 'Past due'. */
export const titleCase = (word: string): string => {
  const spaced = word.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
