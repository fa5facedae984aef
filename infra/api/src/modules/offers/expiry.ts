import { and, inArray, lte } from 'drizzle-orm';
import { offers } from '../../db/schema/index.ts';
import { announce, recordStep, type OfferDeps } from './steps.ts';

/**
 * docs/product.md §2.11: open, countered and accepted offers past their time expire by the server's clock. Every offer
 * call runs this first, so an offer is never seen or answered after its time even when no one looked in between.
 */
export async function expireDue(deps: OfferDeps): Promise<number> {
  const now = new Date(deps.now());
  const due = await deps.db.transaction(async (tx) => {
    const before = await tx
      .select({ id: offers.id, status: offers.status })
      .from(offers)
      .where(and(inArray(offers.status, ['open', 'countered', 'accepted']), lte(offers.expiresAt, now)))
      .for('update', { skipLocked: true });
    if (!before.length) return [];
    const rows = await tx
      .update(offers)
      .set({ status: 'expired', waitingFor: null, updatedAt: now })
      .where(
        inArray(
          offers.id,
          before.map((r) => r.id),
        ),
      )
      .returning();
    for (const o of rows) {
      const from = before.find((b) => b.id === o.id)!.status;
      await recordStep(tx, deps, o, { step: 'expire', by: 'site', actorId: null, from, amount: o.amount, message: '' });
    }
    return rows;
  });
  announce(deps, due);
  return due.length;
}
