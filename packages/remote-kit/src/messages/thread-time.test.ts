import { formatThreadTime } from './thread-time';

describe('the time of a conversation', () => {
  const now = new Date(2026, 10, 25, 15, 0);
  it('is relative today', () => {
    expect(formatThreadTime(new Date(2026, 10, 25, 14, 59, 30).toISOString(), now)).toBe('Just now');
    expect(formatThreadTime(new Date(2026, 10, 25, 14, 48).toISOString(), now)).toBe('12 min ago');
    expect(formatThreadTime(new Date(2026, 10, 25, 9, 10).toISOString(), now)).toBe('5 h ago');
  });
  it('is the date before today, and empty for a broken date', () => {
    expect(formatThreadTime(new Date(2026, 10, 24, 23, 0).toISOString(), now)).toBe('November 24, 2026');
    expect(formatThreadTime('not a date', now)).toBe('');
  });
});
