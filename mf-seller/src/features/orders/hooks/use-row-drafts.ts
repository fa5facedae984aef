import { useState } from 'react';
import type { Order, OrderStatus, PaymentStatus } from '@xchange/contract';

export interface RowDraft {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  comments: string;
}

/** Unsaved edits of each order row; a row without edits shows the order as loaded. */
export function useRowDrafts() {
  const [drafts, setDrafts] = useState<Record<number, RowDraft>>({});
  const current = (o: Order): RowDraft =>
    drafts[o.id] ?? { orderStatus: o.orderstatus, paymentStatus: o.paymentStatus, comments: o.orderStatusComments ?? '' };
  return {
    current,
    edit: (o: Order, change: Partial<RowDraft>) => setDrafts((d) => ({ ...d, [o.id]: { ...current(o), ...change } })),
    forget: (id: number) =>
      setDrafts((d) => {
        const { [id]: _saved, ...rest } = d;
        return rest;
      }),
  };
}
