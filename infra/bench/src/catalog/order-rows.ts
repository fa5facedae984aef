import type { Random } from '../../../api/src/seed/prng.ts';
import { buyerLines, plan, sellerLines } from '../../../api/src/seed/orders.ts';
import { pendingOrderNumber } from '../../../api/src/lib/order-number.ts';

export interface SampleProduct {
  id: number;
  name: string;
  price: number;
  discountPrice: number | null;
  sellerId: number;
  brand: string;
  category: string;
  imageUrl: string | null;
}

export interface Party {
  id: number;
  address: string;
}

const day = 86_400_000;
const effective = (p: SampleProduct) => p.discountPrice ?? p.price;

export interface OrderRow {
  /** a placeholder until the row has its id (`orderNumber` then gives the real one) */
  ordernumber: string;
  orderdate: Date;
  status: string;
  paid: boolean;
  comment: string;
  total: number;
  address: string;
  notes: string;
  buyerId: number;
  sellerId: number;
  key: string;
  lines: { p: SampleProduct; quantity: number }[];
  /** messages of the order's thread, or none when the order has no thread */
  messages: { fromBuyer: boolean; text: string; unread: boolean; at: Date }[];
}

/** One order of `buyer` for `first` (and, 30% of the time, a second listing of the same seller), with its thread. */
export function orderRow(
  r: Random,
  o: { seq: number; tag: string; buyer: Party; first: SampleProduct; sameSeller: SampleProduct[]; now: Date; threadChance: number },
): OrderRow {
  const step = r.pick(plan);
  const second = o.sameSeller.length > 1 && r.chance(0.3) ? r.pick(o.sameSeller) : undefined;
  const picked = second && second.id !== o.first.id ? [o.first, second] : [o.first];
  const lines = picked.map((p) => ({ p, quantity: r.chance(0.15) ? 2 : 1 }));
  const orderdate = new Date(o.now.getTime() - r.int(0, 729) * day - r.int(1, 23) * 3600_000);
  const messages = r.chance(o.threadChance)
    ? Array.from({ length: r.int(2, 4) }, (_, k) => {
        const fromBuyer = k % 2 === 0;
        const text = r.pick(fromBuyer ? buyerLines : sellerLines).replace('{p}', o.first.name);
        return { fromBuyer, text, unread: false, at: new Date(orderdate.getTime() + (k + 1) * 12 * 60_000) };
      })
    : [];
  // as in the seed, the last message of some threads is still unread
  const last = messages.at(-1);
  if (last && r.chance(0.3)) last.unread = true;
  return {
    ordernumber: pendingOrderNumber(`bench-${o.tag}-${o.seq}`),
    orderdate,
    status: step.status,
    paid: step.paid,
    comment: step.comment,
    total: Math.round(lines.reduce((sum, l) => sum + effective(l.p) * l.quantity, 0) * 100) / 100,
    address: o.buyer.address,
    notes: o.seq % 3 === 0 ? 'Please call receiving 30 minutes before delivery.' : '',
    buyerId: o.buyer.id,
    sellerId: o.first.sellerId,
    key: `bench-${o.tag}-${o.seq}`,
    lines,
    messages,
  };
}
