import { formatCount, formatDecimal } from './number';
import { formatUsd } from './money';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);
const count = intl({});
const decimal = intl({ maximumFractionDigits: 6 });
const whole = intl({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = intl({ style: 'currency', currency: 'USD' });

// a fixed generator, so a failure names the same value on every run
function* samples(): Generator<number> {
  let seed = 20261128;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 16 - 4);
    yield (next() - 0.3) * magnitude;
    yield Math.round((next() - 0.3) * magnitude);
    yield Math.round((next() - 0.3) * magnitude * 100) / 100;
  }
}
const edges = [
  0,
  -0,
  1,
  -1,
  999,
  1000,
  -1000,
  999_999,
  1_000_000,
  0.5,
  0.005,
  0.015,
  1.005,
  2.675,
  0.1 + 0.2,
  1e21,
  1e-7,
  123.4567891,
  -0.004,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
];

describe('numbers written without Intl read as Intl writes them', () => {
  it('counts', () => {
    for (const n of [...edges, ...samples()]) expect([n, formatCount(n)]).toEqual([n, count.format(n)]);
    expect(formatCount(1250)).toBe('1,250');
  });

  it('measured values with up to six decimals', () => {
    for (const n of [...edges, ...samples()]) expect([n, formatDecimal(n)]).toEqual([n, decimal.format(n)]);
    expect(formatDecimal(1200.25)).toBe('1,200.25');
  });

  it('prices, rounded to the cent first, whole dollars without cents', () => {
    for (const n of [...edges, ...samples()]) {
      const c = Math.round(n * 100) / 100;
      expect([n, formatUsd(n)]).toEqual([n, Math.round(n * 100) % 100 === 0 ? whole.format(c) : cents.format(c)]);
    }
    expect(formatUsd(-40)).toBe('-$40');
  });
});
