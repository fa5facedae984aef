import { formatUtcDate } from '@xchange/contract/core';

/** 'November 22, 2026' for a subscription's calendar day (kept at UTC midnight); a dash when there is none. */
export const formatDate = (iso: string | null | undefined): string => (iso ? formatUtcDate(iso) : '—');

/** 'past_due' → 'Past due'. */
export const titleCase = (word: string): string => {
  const spaced = word.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
