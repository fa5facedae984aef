// made on first use, not at load: a page that shows no date never starts ICU's date formatting (number.ts)
const lazy = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return (date: Date) => (made ??= new Intl.DateTimeFormat('en-US', options)).format(date);
};
const longDate = lazy({ dateStyle: 'long' });
const longUtcDate = lazy({ dateStyle: 'long', timeZone: 'UTC' });
const dateTime = lazy({ dateStyle: 'medium', timeStyle: 'short' });

const parse = (when: string | Date): Date | undefined => {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A day in the viewer's time zone, e.g. 'November 23, 2026' (order and payment dates); '' when not a date. */
export const formatDate = (when: string | Date): string => {
  const date = parse(when);
  return date ? longDate(date) : '';
};

/**
 * A day in UTC, e.g. 'November 22, 2026': for dates the server keeps as calendar days at UTC midnight (subscription
 * renewals), which the viewer's zone would move to the day before; '' when not a date.
 */
export const formatUtcDate = (when: string | Date): string => {
  const date = parse(when);
  return date ? longUtcDate(date) : '';
};

/** A moment in the viewer's time zone, e.g. 'Nov 23, 2026, 5:40 PM' (messages, order events, the audit log); '' when not a date. */
export const formatDateTime = (when: string | Date): string => {
  const date = parse(when);
  return date ? dateTime(date) : '';
};

/** A moment in UTC for mails, whose reader's zone we do not know, e.g. 'Mon, 23 Nov 2026 17:40:00 GMT'. */
export const formatMailTime = (when: Date): string => when.toUTCString();
