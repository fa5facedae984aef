import { formatDate } from '@xchange/contract/core';

const minute = 60_000;
const hour = 60 * minute;

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** When a thread last moved: 'Just now', '12 min ago' or '3 h ago' today, the date ('November 23, 2026') before; '' when not a date. */
export function formatThreadTime(when: string, now: Date = new Date()): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  const ago = now.getTime() - date.getTime();
  if (ago < 0 || !sameDay(date, now)) return formatDate(date);
  if (ago < minute) return 'Just now';
  if (ago < hour) return `${Math.floor(ago / minute)} min ago`;
  return `${Math.floor(ago / hour)} h ago`;
}
