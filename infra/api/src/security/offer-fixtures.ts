import { offers, products } from '../db/schema/index.ts';
import type { SecurityFixture } from './security-kit.ts';
import { unique } from './security-kit.ts';

const day = 86_400_000;

/** A new listing of seller A that takes offers (each offer row of the matrix needs its own: one live offer per buyer). */
export async function offerListing(fx: SecurityFixture): Promise<number> {
  const [p] = await fx.t.app.db
    .insert(products)
    .values({
      name: `Offer Scope ${unique()}`,
      description: '350 MHz',
      price: 900,
      brandId: fx.brand.id,
      categoryId: fx.category.id,
      sellerId: fx.users.sellerA.id,
      acceptOffers: true,
    })
    .returning({ id: products.id });
  return p!.id;
}

/**
 * Buyer A's offer on a new listing of seller A: 'open' waits for the seller, 'accepted' for the buyer's order
 * (docs/product.md §2.11), so each cell of a destructive row acts on an offer of its own.
 */
export async function freshOffer(fx: SecurityFixture, status: 'open' | 'accepted' = 'open'): Promise<number> {
  const productId = await offerListing(fx);
  const now = Date.now();
  const [o] = await fx.t.app.db
    .insert(offers)
    .values({
      kind: 'offer',
      status,
      productId,
      productname: 'Offer Scope',
      buyerId: fx.users.buyerA.id,
      sellerId: fx.users.sellerA.id,
      amount: 800,
      quantity: 1,
      waitingFor: status === 'open' ? 'seller' : 'buyer',
      expiresAt: new Date(now + 2 * day),
      acceptedAt: status === 'accepted' ? new Date(now) : null,
    })
    .returning({ id: offers.id });
  return o!.id;
}
