import { formatUsd } from './money';

describe('formatUsd', () => {
  it('shows whole dollars without cents', () => {
    expect(formatUsd(12500)).toBe('$12,500');
    expect(formatUsd(0)).toBe('$0');
  });

  it('shows cents when there are any', () => {
    expect(formatUsd(12500.5)).toBe('$12,500.50');
    expect(formatUsd(1393.99)).toBe('$1,393.99');
  });

  it('rounds to the cent first, so a sum just under a dollar reads as the dollar', () => {
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(12.999)).toBe('$13');
  });
});
