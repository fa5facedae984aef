import { endpoints, idempotencyKeyHeader, orderSaveFromWire, orderToWire } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { newOrderMail } from '../../lib/mail-templates/new-order-mail.ts';
import { listAllOrders, listCurrentOrders } from './list.ts';
import { maxIdempotencyKeyLength, placeOrders } from './place-order.ts';

const tags = ['orders'];

function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers[idempotencyKeyHeader.toLowerCase()];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!key) throw new AppError('ERR_VALIDATION', `The ${idempotencyKeyHeader} header is required to place an order.`);
  if (key.length > maxIdempotencyKeyLength) {
    throw new AppError('ERR_VALIDATION', `The ${idempotencyKeyHeader} header must be at most ${maxIdempotencyKeyLength} characters.`);
  }
  return key;
}

/** docs/product.md §7 buyer order calls: place (one order per seller, idempotent), current orders, all orders; the buyer's own only. */
export async function buyerOrderRoutes(app: ApiApp) {
  const save = endpointRoute(app, endpoints.saveOrder, {
    tags,
    summary: `Places the cart as one order per seller; the ${idempotencyKeyHeader} header makes a retry answer the same orders`,
  });
  app.post(save.url, save.options, async (req) => {
    const key = idempotencyKeyOf(req.headers);
    const placed = await placeOrders(app.db, req.user!.id, key, orderSaveFromWire(req.body));
    if (placed.created) {
      for (const order of placed.orders) {
        try {
          await app.mailer.send(newOrderMail(order, app.config));
        } catch (err) {
          // the order stands; the seller also sees it in the seller hub
          req.log.error({ err, order: order.id }, 'new-order mail could not be sent');
        }
      }
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
