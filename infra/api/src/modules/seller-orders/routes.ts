import { randomUUID } from 'node:crypto';
import { endpoints, orderToWire } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
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
    const change = await app.db.transaction(async (tx) => {
      const c = await applyStatusChange(tx, seller.id, req.body);
      if (c.mailNow) {
        const mail = orderStatusMail(
          {
            to: c.buyer.email,
            buyerFirstname: c.buyer.firstname,
            ordernumber: c.ordernumber,
            sellerName: [seller.firstname, seller.lastname].filter(Boolean).join(' ') || 'Your seller',
            status: c.mailNow,
            comments: req.body.comments,
          },
          app.config,
        );
        // one change, one job: queued in the change's own transaction
        await enqueueMail(app.jobs, mail, { key: `order-status:${c.orderId}:${randomUUID()}`, tx });
      }
      return c;
    });
    if (change.mailNow) app.jobs.wake();
    const [order] = await loadOrders(app.db, [change.orderId]);
    return orderToWire(order!);
  });
}
