import { formatDate, formatDateTime, formatMailTime, formatUtcDate } from './date';

describe('date formats', () => {
  it('shows a day and a moment in the viewer zone', () => {
    const local = new Date(2026, 10, 23, 17, 40);
    expect(formatDate(local)).toBe('November 23, 2026');
    expect(formatDateTime(local.toISOString())).toBe('Nov 23, 2026, 5:40 PM');
  });

  it('shows a UTC calendar day as that day', () => {
    expect(formatUtcDate('2026-11-22T00:00:00.000Z')).toBe('November 22, 2026');
    expect(formatUtcDate('2026-11-22T23:59:00.000Z')).toBe('November 22, 2026');
  });

  it('shows nothing for what is not a date', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatUtcDate('')).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });

  it('writes mail times in UTC', () => {
    expect(formatMailTime(new Date('2026-11-23T17:40:00Z'))).toBe('Mon, 23 Nov 2026 17:40:00 GMT');
  });
});
