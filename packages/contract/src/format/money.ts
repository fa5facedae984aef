import { groupDigits, lazyNumberFormat } from './number';

const wholeDollars = lazyNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = lazyNumberFormat({ style: 'currency', currency: 'USD' });

/**
 * Every price and amount the site and its mails show: '$12,500' for whole dollars, '$12,500.50' otherwise, '-$40'
 * below zero. Written out for any whole number of cents a double holds exactly, as `Intl` would (number.ts says why);
 * anything else goes to `Intl`.
 */
export const formatUsd = (amount: number): string => {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || Object.is(cents, -0)) return cents % 100 === 0 ? wholeDollars(cents / 100) : withCents(cents / 100);
  const abs = Math.abs(cents);
  const rest = abs % 100;
  return `${cents < 0 ? '-' : ''}$${groupDigits(String((abs - rest) / 100))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
};
