import { formatDate } from '@xchange/contract/core';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** When a notification came: 'Just now', '12 min ago', '3 h ago', '2 days ago', then the date; '' when not a date. */
export function notificationTime(when: string, now: Date = new Date()): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  const ago = now.getTime() - date.getTime();
  if (ago < minute) return 'Just now';
  if (ago < hour) return `${Math.floor(ago / minute)} min ago`;
  if (ago < day) return `${Math.floor(ago / hour)} h ago`;
  if (ago < 7 * day) return Math.floor(ago / day) === 1 ? '1 day ago' : `${Math.floor(ago / day)} days ago`;
  return formatDate(date);
}
