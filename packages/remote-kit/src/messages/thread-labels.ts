import { questionAbout } from '@xchange/contract/core';
import type { MessageThread, MessageUserType } from '@xchange/contract';

const joinName = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** The other party of a thread as the viewer sees it: the seller's company (or name) for a buyer, the buyer's name for a seller. */
export function otherPartyName(thread: MessageThread, viewer: MessageUserType): string {
  const { buyerAccountData: buyer, sellerAccountData: seller } = thread.orderData;
  if (viewer === 'seller') return joinName(buyer.firstname, buyer.lastname);
  return seller.company || joinName(seller.firstname, seller.lastname) || 'Seller';
}

/**
 * What the conversation is about: the order's products by name ('Oscilloscope', or 'Oscilloscope + 2 more' for an
 * order of three lines), or 'Question about Oscilloscope' before any order.
 */
export function productsLabel(thread: MessageThread): string {
  if (thread.kind === 'question') return questionAbout(thread.listing?.productname ?? 'a listing');
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
