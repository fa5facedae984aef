import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, messageThreads, orderLines, orders } from '../db/schema/index.ts';
import { orderNumber, pendingOrderNumber } from '../lib/order-number.ts';
import type { Random } from './prng.ts';

type Status = (typeof orders.$inferInsert)['status'] & string;

export interface SeedProduct {
  id: number;
  name: string;
  price: number;
  discountPrice: number | null;
  category: string;
  brand: string;
  imageUrl: string;
}

interface Party {
  id: number;
  address: string;
}

/** The statuses, payments and comments seeded orders cycle through (the bench generator uses them too). */
export const plan: { status: Status; paid: boolean; comment: string }[] = [
  { status: 'New Order', paid: false, comment: '' },
  { status: 'Completed', paid: true, comment: 'Delivered and signed for.' },
  { status: 'Shipped', paid: true, comment: 'Shipped via freight, tracking sent by email.' },
  { status: 'Cancelled', paid: false, comment: 'Buyer cancelled before shipping.' },
  { status: 'New Order', paid: true, comment: 'Payment received, preparing calibration report.' },
  { status: 'Completed', paid: true, comment: '' },
  { status: 'Shipped', paid: false, comment: 'Net 30 terms agreed.' },
  { status: 'Completed', paid: true, comment: 'Installed on site.' },
];

export const buyerLines = [
  'Hello, could you confirm the {p} comes with its original accessories?',
  'Is a recent calibration certificate included with the {p}?',
  'Thanks, the {p} arrived well packed. Everything works.',
  'Could you ship the {p} to our receiving dock instead? Same address, Building B.',
];
export const sellerLines = [
  'Yes, the {p} ships with the standard accessory kit and power cord.',
  'A calibration certificate dated last month is included with the {p}.',
  'Glad to hear it. Let us know if you need anything for the {p}.',
  'No problem, I have updated the delivery note for the {p}.',
];

const effective = (p: SeedProduct) => p.discountPrice ?? p.price;

/** Orders from `buyer` to `seller` cycling through every status, over the last 12 months; threads on the first buyer's orders. */
export async function seedOrders(
  tx: Db,
  r: Random,
  opts: { seller: Party; buyers: { party: Party; count: number; threads: boolean }[]; products: SeedProduct[]; now: Date },
) {
  let seq = 0;
  for (const { party: buyer, count, threads } of opts.buyers) {
    for (let i = 0; i < count; i++) {
      const step = plan[seq % plan.length]!;
      const picked = [r.pick(opts.products), ...(r.chance(0.3) ? [r.pick(opts.products)] : [])].filter(
        (p, idx, all) => all.findIndex((q) => q.id === p.id) === idx,
      );
      const lines = picked.map((p) => ({ p, quantity: r.chance(0.15) ? 2 : 1 }));
      const total = lines.reduce((sum, l) => sum + effective(l.p) * l.quantity, 0);
      const daysAgo = i === 0 ? 0 : Math.round((i / count) * 350) + r.int(0, 9);
      const orderdate = new Date(opts.now.getTime() - daysAgo * 86_400_000 - r.int(1, 5) * 3600_000);
      seq++;
      // drawn once for the old number's digits: still drawn, so every value seeded after it stays the same
      r.int(0, 30);
      const [order] = await tx
        .insert(orders)
        .values({
          ordernumber: pendingOrderNumber(`seed-${seq}`),
          orderdate,
          status: step.status,
          paymentStatus: step.paid ? 'Paid' : 'Unpaid',
          comments: step.comment,
          total: Math.round(total * 100) / 100,
          deliveryaddress: buyer.address,
          paymentMethod: 'Credit Card',
          notes: i % 3 === 0 ? 'Please call receiving 30 minutes before delivery.' : '',
          buyerId: buyer.id,
          sellerId: opts.seller.id,
          idempotencyKey: `seed-${seq}`,
        })
        .returning({ id: orders.id });
      await tx
        .update(orders)
        .set({ ordernumber: orderNumber(orderdate, order!.id) })
        .where(eq(orders.id, order!.id));
      await tx.insert(orderLines).values(
        lines.map(({ p, quantity }) => ({
          orderId: order!.id,
          productId: p.id,
          productname: p.name,
          price: p.price,
          discountPrice: p.discountPrice,
          quantity,
          category: p.category,
          brand: p.brand,
          imageUrl: p.imageUrl,
        })),
      );
      if (threads)
        await seedThread(tx, { orderId: order!.id, buyerId: buyer.id, sellerId: opts.seller.id, product: picked[0]!.name, orderdate, i });
    }
  }
}

async function seedThread(tx: Db, t: { orderId: number; buyerId: number; sellerId: number; product: string; orderdate: Date; i: number }) {
  const [thread] = await tx
    .insert(messageThreads)
    .values({ orderId: t.orderId, buyerId: t.buyerId, sellerId: t.sellerId, createdAt: t.orderdate })
    .returning({ id: messageThreads.id });
  const count = 2 + (t.i % 3);
  // the last message of some threads stays unread: a buyer's on even orders, a seller's on every third
  const rows = Array.from({ length: count }, (_, k) => {
    const fromBuyer = k % 2 === 0;
    const text = (fromBuyer ? buyerLines : sellerLines)[(t.i + Math.floor(k / 2)) % 4]!.replace('{p}', t.product);
    const last = k === count - 1;
    const unread = last && ((fromBuyer && t.i % 2 === 0) || (!fromBuyer && t.i % 3 === 0));
    return {
      threadId: thread!.id,
      usertype: fromBuyer ? ('buyer' as const) : ('seller' as const),
      senderId: fromBuyer ? t.buyerId : t.sellerId,
      text,
      notify: unread,
      createdAt: new Date(t.orderdate.getTime() + (k + 1) * 12 * 60_000),
    };
  });
  await tx.insert(messages).values(rows);
}
