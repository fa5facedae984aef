import type { MessageThread, MessageUserType } from '@xchange/contract';

const joinName = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** The other party of a thread as the viewer sees it: the seller's company (or name) for a buyer, the buyer's name for a seller. */
export function otherPartyName(thread: MessageThread, viewer: MessageUserType): string {
  const { buyerAccountData: buyer, sellerAccountData: seller } = thread.orderData;
  if (viewer === 'seller') return joinName(buyer.firstname, buyer.lastname);
  return seller.company || joinName(seller.firstname, seller.lastname) || 'Seller';
}

/** The order's products by name: 'Oscilloscope', or 'Oscilloscope + 2 more' for an order of three lines. */
export function productsLabel(thread: MessageThread): string {
  const [first, ...rest] = thread.orderData.product;
  if (!first) return '';
  return rest.length ? `${first.productname} + ${rest.length} more` : first.productname;
}

/** The thread's newest message, or undefined before the first one. */
export const lastMessage = (thread: MessageThread) => thread.messageContentObject.at(-1);

/** The first non-empty line of a message, for the one-line preview of the conversation list. */
export const firstLine = (text: string): string =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';
