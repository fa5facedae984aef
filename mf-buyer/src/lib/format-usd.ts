const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A dollar amount as the buyer pages show it ('$12,500.00'). */
export const formatUsd = (amount: number): string => usd.format(amount);

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'November 23, 2026'. */
export const formatDate = (iso: string): string => longDate.format(new Date(iso));
/** 'Nov 23, 2026, 5:40 PM'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
