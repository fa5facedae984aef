import { formatUsd, type MessageThread, type MessageUserType } from '@xchange/contract';

const joinName = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** The other party of a thread as the viewer sees it: the seller's company (or name) for a buyer, the buyer's name for a seller. */
export function otherPartyName(thread: MessageThread, viewer: MessageUserType): string {
  const { buyerAccountData: buyer, sellerAccountData: seller } = thread.orderData;
  if (viewer === 'seller') return joinName(buyer.firstname, buyer.lastname);
  return seller.company || joinName(seller.firstname, seller.lastname) || 'Seller';
}

/** 'Product name · $price' of the order's first product, or '' for an order without lines. */
export function firstProductLabel(thread: MessageThread): string {
  const first = thread.orderData.product[0];
  return first ? `${first.productname} · ${formatUsd(first.price)}` : '';
}
