const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every price and amount the site and its mails show: '$12,500' for whole dollars, '$12,500.50' otherwise. */
export const formatUsd = (amount: number): string => {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
};
