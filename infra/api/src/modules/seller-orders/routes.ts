import { endpoints, orderToWire } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { orderStatusMail } from '../../lib/mail-templates/order-status-mail.ts';
import { loadOrders } from '../orders/index.ts';
import { listSellerOrders } from './repo.ts';
import { startStatusSweeper } from './status-sweeper.ts';
import { applyStatusChange } from './update-status.ts';

const tags = ['seller orders'];

/** docs/product.md §7 seller orders: the status tabs' lists and one row's change (owner only). */
export async function sellerOrderRoutes(app: ApiApp) {
  // status changes within 10 minutes of the last mail are mailed together at the window's end
  startStatusSweeper(app);
  const list = endpointRoute(app, endpoints.sellerOrders, { tags, summary: "One status tab of the caller's own orders" });
  app.post(list.url, list.options, async (req) => ({
    statusCodeValue: 200,
    statusCode: 'OK',
    body: await listSellerOrders(app.db, req.user!.id, req.body).then((page) => ({ ...page, content: page.content.map(orderToWire) })),
  }));

  const update = endpointRoute(app, endpoints.updateOrderStatus, {
    tags,
    summary:
      'Change one order row: status, payment status, comments; each change is kept in the history, the buyer mailed at most once per 10 minutes',
  });
  app.post(update.url, update.options, async (req) => {
    const seller = req.user!;
    const change = await app.db.transaction((tx) => applyStatusChange(tx, seller.id, req.body));
    if (change.mailNow) {
      const mail = orderStatusMail(
        {
          to: change.buyer.email,
          buyerFirstname: change.buyer.firstname,
          ordernumber: change.ordernumber,
          sellerName: [seller.firstname, seller.lastname].filter(Boolean).join(' ') || 'Your seller',
          status: change.mailNow,
          comments: req.body.comments,
        },
        app.config,
      );
      await app.mailer.send(mail).catch((err: unknown) => req.log.error({ err }, 'order status mail could not be sent'));
    }
    const [order] = await loadOrders(app.db, [change.orderId]);
    return orderToWire(order!);
  });
}
