import { effectivePrice, formatUsd, lineTotal, type Order } from '@xchange/contract';
import type { Mail } from '../mailer.ts';
import { brand, renderMail, type MailSite } from './layout.ts';

/** Tells a seller about a new order: its number, lines, total and the buyer's name; every value is escaped by the layout. */
export function newOrderMail(order: Order, site: MailSite): Mail {
  const seller = order.sellerAccountData;
  const buyer = order.buyerAccountData;
  const buyerName = [buyer.firstname, buyer.lastname].filter(Boolean).join(' ') || 'A buyer';
  const lines = order.product.map(
    (l) => `${l.quantity} × ${l.productname} at ${formatUsd(effectivePrice(l))} = ${formatUsd(lineTotal(l))}`,
  );
  return renderMail({
    to: seller.username ?? '',
    subject: `${brand.name}: new order ${order.ordernumber}`,
    greetingName: seller.firstname?.trim() || 'there',
    intro: [
      `${buyerName}${buyer.company ? ` (${buyer.company})` : ''} placed order ${order.ordernumber} with you:`,
      ...lines,
      `Order total: ${formatUsd(order.total)}`,
      ...(order.deliveryaddress ? [`Delivery address: ${order.deliveryaddress}`] : []),
      ...(order.paymentMethod ? [`Preferred payment method: ${order.paymentMethod}`] : []),
      ...(order.notes ? [`Notes from the buyer: ${order.notes}`] : []),
    ],
    outro: ['Open In Progress under Orders in your seller hub to process it, or answer the buyer in Messages.'],
    site,
  });
}
