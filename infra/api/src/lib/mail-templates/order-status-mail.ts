import { orderStatusLabels, type OrderStatus } from '@xchange/contract';
import type { Mail } from '../mailer.ts';
import { brand, renderMail, type MailSite } from './layout.ts';

export interface OrderStatusMailInput {
  to: string;
  buyerFirstname: string;
  ordernumber: string;
  sellerName: string;
  status: { from: OrderStatus; to: OrderStatus };
  comments: string;
}

/** Sent to the buyer when the seller moves an order to another status; the layout escapes every value. */
export function orderStatusMail(m: OrderStatusMailInput, site: MailSite): Mail {
  const status = orderStatusLabels[m.status.to];
  return renderMail({
    to: m.to,
    subject: `${brand.name}: order ${m.ordernumber} is now ${status}`,
    greetingName: m.buyerFirstname.trim() || 'there',
    intro: [
      `${m.sellerName} changed the status of your order ${m.ordernumber} from ${orderStatusLabels[m.status.from]} to ${status}.`,
      ...(m.comments ? [`Seller's comments: ${m.comments}`] : []),
    ],
    outro: ['You can follow your orders and write to the seller from My Orders and Messages in your buyer account.'],
    site,
  });
}
