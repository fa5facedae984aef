import { eq } from 'drizzle-orm';
import { canMoveOffer, offerTexts, type Offer, type OfferOrder, type Order } from '@xchange/contract';
import { offers } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import { AppError } from '../../lib/errors.ts';
import { newOrderMail } from '../../lib/mail-templates/new-order-mail.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { placeOrders } from '../buyer-orders/index.ts';
import { newOrderNotification, notifyNow } from '../notifications/index.ts';
import { expireDue } from './expiry.ts';
import { loadOffer, type OfferRow } from './offer-view.ts';
import { declineOthers } from './service.ts';
import { announce, recordStep, type OfferDeps } from './steps.ts';

/** Thrown inside the placing transaction when the locked offer is no longer accepted: the order is rolled back. */
class OfferMoved extends Error {}

const ordered = (offer: Offer) => ({ offer, orderId: offer.orderId! });

/**
 * POST offers/:id/order: the buyer's accepted offer becomes an order at the agreed amount per unit, through the cart's
 * own order path (one order for the seller, idempotent by key, its mail, thread and seller screens). The offer's row
 * is locked in the placing transaction, so two requests at once make one order: the second answers the first's.
 */
export async function placeOfferOrder(
  deps: OfferDeps,
  user: AuthUser,
  id: number,
  key: string,
  body: OfferOrder,
): Promise<{ offer: Offer; orderId: number }> {
  await expireDue(deps);
  const [o] = await deps.db.select().from(offers).where(eq(offers.id, id));
  if (!o || o.buyerId !== user.id) throw new AppError('ERR_NOT_FOUND', offerTexts.notFound);
  if (o.status === 'ordered' && o.orderId !== null) return ordered((await loadOffer(deps.db, id))!);
  if (!canMoveOffer(o.status, 'ordered'))
    throw new AppError('ERR_CONFLICT', `${offerTexts.cannotMove(o.status, 'order')} ${offerTexts.orderWindow}`);
  if (o.productId === null || o.amount === null) throw new AppError('ERR_CONFLICT', offerTexts.listingUnavailable);
  const amount = Number(o.amount);

  let changed: OfferRow[] = [];
  let newOrders: Order[];
  try {
    const placed = await placeOrders(
      deps.db,
      user.id,
      key,
      {
        product: [{ id: o.productId, quantity: o.quantity }],
        deliveryaddress: body.deliveryaddress,
        paymentMethod: body.postcode,
        notes: body.notes,
        total: amount * o.quantity,
      },
      async (tx, orders) => {
        const [locked] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
        const now = new Date(deps.now());
        if (!locked || locked.status !== 'accepted' || (locked.expiresAt && locked.expiresAt <= now)) throw new OfferMoved();
        const order = orders[0]!;
        const [row] = await tx
          .update(offers)
          .set({ status: 'ordered', orderId: order.id, waitingFor: null, expiresAt: null, updatedAt: now })
          .where(eq(offers.id, id))
          .returning();
        await recordStep(tx, deps, row!, { step: 'order', by: 'buyer', actorId: user.id, from: 'accepted', amount, message: body.notes });
        await enqueueMail(deps.jobs, newOrderMail(order, deps.site), { key: `new-order:${order.id}`, tx });
        changed = [row!, ...(await declineOthers(tx, deps, row!))];
      },
      { agreedPrices: new Map([[o.productId, amount]]) },
    );
    if (!placed.created) {
      // a retry with the key of an earlier placing: the same order when it was this offer's
      const again = (await loadOffer(deps.db, id))!;
      if (again.orderId !== null && placed.orders.some((order) => order.id === again.orderId)) return ordered(again);
      throw new AppError('ERR_CONFLICT', 'This Idempotency-Key was already used for another order. Send a new key.');
    }
    newOrders = placed.orders;
  } catch (e) {
    if (!(e instanceof OfferMoved)) throw e;
    // another request ordered it first (answer that order) or it expired meanwhile
    const now = (await loadOffer(deps.db, id))!;
    if (now.status === 'ordered' && now.orderId !== null) return ordered(now);
    throw new AppError('ERR_CONFLICT', `${offerTexts.cannotMove(now.status, 'order')} ${offerTexts.orderWindow}`);
  }
  announce(deps, changed);
  await notifyNow(deps.hub, deps.db, newOrders.map(newOrderNotification));
  return ordered((await loadOffer(deps.db, id))!);
}
