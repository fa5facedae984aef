import * as v from 'valibot';

/** One month of a chart as a single-value object, e.g. { Jan: 1200 } (docs/product.md §3). */
export const monthPointSchema = v.record(v.string(), v.number());
const twelveMonths = v.pipe(v.array(monthPointSchema), v.length(12));

/**
 * GET sellerprofile/getSellerDashboard answer (docs/product.md §3). Sales are order totals; every order counts except a
 * 'Cancelled' one ('New Order', 'Completed', 'Shipped'), for sales and order counts alike. Today, this month and last
 * month are taken in the query's time zone; annualSale / annualOrders are the calendar year (Jan..Dec) of today there.
 */
export const sellerDashboardSchema = v.object({
  todaySale: v.number(),
  monthlySale: v.number(),
  lastMonthSale: v.number(),
  totalSale: v.number(),
  annualSale: twelveMonths,
  dailyOrders: v.number(),
  monthlyOrders: v.number(),
  lastMonthlyOrders: v.number(),
  totalOrders: v.number(),
  annualOrders: twelveMonths,
});
export type SellerDashboard = v.InferOutput<typeof sellerDashboardSchema>;

/** docs/product.md §3 top product: productPic is a comma-separated list, the first is shown. */
export const topProductSchema = v.object({ productPic: v.string(), productName: v.string(), orderCount: v.number() });
export type TopProduct = v.InferOutput<typeof topProductSchema>;
export const topProductsSchema = v.array(topProductSchema);

/** True for an IANA time zone name this runtime knows ('UTC', 'America/New_York'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneMessage = 'Time zone must be an IANA name such as America/New_York.';

/**
 * GET sellerprofile/getSellerDashboard and getTopProducts query: the seller's time zone, in which today, this month,
 * last month and the calendar year are counted (default UTC).
 */
export const sellerDashboardQuerySchema = v.object({
  tz: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64), v.check(isTimeZone, timeZoneMessage)), 'UTC'),
});
export type SellerDashboardQueryInput = v.InferInput<typeof sellerDashboardQuerySchema>;
export type SellerDashboardQuery = v.InferOutput<typeof sellerDashboardQuerySchema>;
