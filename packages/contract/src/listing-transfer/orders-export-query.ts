import * as v from 'valibot';
import { sellerDashboardQuerySchema } from '../order/seller-dashboard';

/** The longest range one orders export covers, so one call stays a bounded read. */
export const ordersExportMaxDays = 366;

export const ordersExportTexts = {
  from: 'from must be a date like 2026-11-01.',
  to: 'to must be a date like 2026-11-30.',
  order: 'to must be the same day as from or later.',
  range: `The date range can be at most ${ordersExportMaxDays} days; export a year at a time.`,
} as const;

const dayMs = 86_400_000;
const day = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(10, message),
    v.isoDate(message),
    // isoDate takes 2026-02-31; a real calendar day reads back the same (the check also runs after isoDate refused)
    v.check((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    }, message),
  );

/**
 * GET seller/exports/orders.csv and .xlsx query: the caller's orders placed from `from` to `to` (whole days, both
 * included) in the seller's time zone `tz` (default UTC).
 */
export const ordersExportQuerySchema = v.pipe(
  v.object({ from: day(ordersExportTexts.from), to: day(ordersExportTexts.to), tz: sellerDashboardQuerySchema.entries.tz }),
  v.forward(
    v.partialCheck([['from'], ['to']], (q) => q.to >= q.from, ordersExportTexts.order),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (q) => (Date.parse(q.to) - Date.parse(q.from)) / dayMs < ordersExportMaxDays,
      ordersExportTexts.range,
    ),
    ['to'],
  ),
);
export type OrdersExportQueryInput = v.InferInput<typeof ordersExportQuerySchema>;
export type OrdersExportQuery = v.InferOutput<typeof ordersExportQuerySchema>;
