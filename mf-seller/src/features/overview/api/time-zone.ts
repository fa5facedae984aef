/** The browser's IANA time zone, so today and this month are the seller's own (UTC when unknown). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
