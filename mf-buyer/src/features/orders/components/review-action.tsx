import { useState } from 'react';
import { Badge, Button } from '@xchange/ui';
import type { Order } from '@xchange/contract';
import { ReviewDialog } from './review-dialog';

/** On a completed order: "Review this seller", or "Reviewed" once the buyer has (docs/product.md §2.13). */
export function ReviewAction({ order, reviewed }: { order: Order; reviewed: boolean }) {
  const [open, setOpen] = useState(false);
  if (order.orderstatus !== 'Completed') return null;
  if (reviewed) return <Badge colorPalette="green">Reviewed</Badge>;
  const seller =
    order.sellerAccountData.company || `${order.sellerAccountData.firstname ?? ''} ${order.sellerAccountData.lastname ?? ''}`.trim();
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        onClick={() => setOpen(true)}
        aria-label={`Review this seller for order ${order.ordernumber}`}
      >
        Review this seller
      </Button>
      {open && <ReviewDialog order={order} seller={seller || 'the seller'} onClose={() => setOpen(false)} />}
    </>
  );
}
