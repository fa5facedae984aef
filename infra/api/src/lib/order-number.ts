/** The one order-number format: XC-<year the order was placed, UTC>-<the order's id, seven digits>; unique because ids are. */
export function orderNumber(orderdate: Date, id: number): string {
  return `XC-${orderdate.getUTCFullYear()}-${String(id).padStart(7, '0')}`;
}

/** Placeholder written on insert, replaced by `orderNumber` once the database has given the order its id. */
export const pendingOrderNumber = (key: string) => `pending-${key}`;
