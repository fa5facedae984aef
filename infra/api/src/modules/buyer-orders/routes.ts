import { endpoints, idempotencyKeyHeader, orderSaveFromWire, orderToWire } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import { newOrderMail } from '../../lib/mail-templates/new-order-mail.ts';
import { MessageHub } from '../messages/index.ts';
import { newOrderNotification, notifyNow } from '../notifications/index.ts';
import { listAllOrders, listCurrentOrders } from './list.ts';
import { idempotencyKeyOf, maxIdempotencyKeyLength, placeOrders } from './place-order.ts';

const tags = ['orders'];

/** docs/product.md §7 buyer order calls: place (one order per seller, idempotent), current orders, all orders; the buyer's own only. */
export async function buyerOrderRoutes(app: ApiApp) {
  const hub = new MessageHub(app.fanout);
  const save = endpointRoute(app, endpoints.saveOrder, {
    tags,
    summary: `Places the cart as one order per seller; the ${idempotencyKeyHeader} header makes a retry answer the same orders`,
    errors: ['ERR_CONFLICT'],
    headers: {
      [idempotencyKeyHeader]: {
        description: 'A key the client makes once per checkout: a retry with the same key answers the orders of the first call',
        required: true,
        maxLength: maxIdempotencyKeyLength,
      },
    },
  });
  app.post(save.url, save.options, async (req) => {
    const key = idempotencyKeyOf(req.headers);
    // each seller's mail is queued in the placing transaction: it exists exactly when the order does, and is sent once
    const placed = await placeOrders(app.db, req.user!.id, key, orderSaveFromWire(req.body), async (tx, orders) => {
      for (const order of orders) await enqueueMail(app.jobs, newOrderMail(order, app.config), { key: `new-order:${order.id}`, tx });
    });
    if (placed.created) {
      app.jobs.wake();
      await notifyNow(hub, app.db, placed.orders.map(newOrderNotification));
    }
    return placed.orders.map(orderToWire);
  });

  const current = endpointRoute(app, endpoints.buyerOrders, { tags, summary: "The buyer's current orders ('New Order'), paged" });
  app.post(current.url, current.options, async (req) => {
    const page = await listCurrentOrders(app.db, req.user!.id, req.body);
    return { ...page, content: page.content.map(orderToWire) };
  });

  const all = endpointRoute(app, endpoints.allBuyerOrders, { tags, summary: 'Every order of the buyer, newest first' });
  app.get(all.url, all.options, async (req) => (await listAllOrders(app.db, req.user!.id)).map(orderToWire));
}
