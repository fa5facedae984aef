import { validate } from '../common/validate';
import { ordersExportQuerySchema, ordersExportTexts } from './orders-export-query';

const errorsOf = (q: Record<string, string>) => {
  const r = validate(ordersExportQuerySchema, q);
  return r.success ? [] : r.errors;
};

describe('orders export range', () => {
  it('takes whole calendar days, one day up to 366 days, in UTC unless a time zone is named', () => {
    expect(validate(ordersExportQuerySchema, { from: '2026-11-30', to: '2026-11-30' })).toEqual({
      success: true,
      output: { from: '2026-11-30', to: '2026-11-30', tz: 'UTC' },
    });
    expect(errorsOf({ from: '2025-11-30', to: '2026-11-30', tz: 'America/New_York' })).toEqual([]);
    expect(errorsOf({ from: '2025-11-29', to: '2026-11-30' })).toEqual([ordersExportTexts.range]);
  });

  it('refuses days that do not exist, other formats and a range that ends before it starts', () => {
    expect(errorsOf({ from: '2026-02-29', to: '2026-03-01' })).toEqual([ordersExportTexts.from]);
    expect(errorsOf({ from: '2026-11-01', to: '11/30/2026' })).toEqual([ordersExportTexts.to]);
    expect(errorsOf({ to: '2026-11-30' })).toEqual([ordersExportTexts.from]);
    expect(errorsOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual([ordersExportTexts.order]);
    expect(errorsOf({ from: '2026-11-01', to: '2026-11-30', tz: 'Mars/Olympus' })).toHaveLength(1);
  });
});
