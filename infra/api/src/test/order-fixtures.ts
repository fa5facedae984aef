import { orderLines, orders } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

let serial = 0;

export interface FixtureOrder {
  sellerId: number;
  buyerId: number;
  total: number;
  /** ISO date-time. */
  at?: string;
  status?: 'New Order' | 'Completed' | 'Shipped' | 'Cancelled';
  address?: string;
  lines?: { productname: string; price?: number; quantity?: number; category?: string; brand?: string; imageUrl?: string | null }[];
}

/** Inserts an order with its lines straight into the database (tests of the seller side need no cart). */
export async function addOrder(t: TestApp, o: FixtureOrder): Promise<{ id: number; ordernumber: string }> {
  serial += 1;
  const ordernumber = `T${process.pid}-${serial}`;
  const [row] = await t.app.db
    .insert(orders)
    .values({
      ordernumber,
      sellerId: o.sellerId,
      buyerId: o.buyerId,
      total: o.total,
      status: o.status ?? 'New Order',
      deliveryaddress: o.address ?? '1 Main St, Springfield',
      paymentMethod: 'Wire transfer',
      ...(o.at ? { orderdate: new Date(o.at) } : {}),
    })
    .returning({ id: orders.id });
  const lines = o.lines ?? [{ productname: 'Oscilloscope' }];
  await t.app.db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: row!.id,
      productname: l.productname,
      price: l.price ?? o.total,
      quantity: l.quantity ?? 1,
      category: l.category ?? 'Test & Measurement',
      brand: l.brand ?? 'Keysight',
      imageUrl: l.imageUrl ?? null,
    })),
  );
  return { id: row!.id, ordernumber };
}
