import type { Db } from '../db/client.ts';
import { annualPlan, listingCreditPriceCents } from '../modules/subscription/plan.ts';
import * as s from '../db/schema/index.ts';
import type { PersonSeed } from './data/people.ts';
import type { RenderedImage } from './images.ts';
import type { SeedProduct } from './orders.ts';

const day = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Subscriptions, promotions, adverts, the demo buyer's watchlist and cart, and the audit entry of the seed. */
export async function seedExtras(
  tx: Db,
  o: {
    now: Date;
    user: Record<PersonSeed['key'], { id: number }>;
    sellerProducts: SeedProduct[];
    images: RenderedImage[];
    listingsPerSeller: { seller: number; seller2: number };
  },
) {
  const { now, user } = o;
  const periodEnd = (days: number) => new Date(now.getTime() + days * day);
  await tx.insert(s.subscriptions).values([
    {
      sellerId: user.seller.id,
      status: 'active',
      plan: 'annual',
      listingCreditsTotal: 500,
      listingCreditsUsed: o.listingsPerSeller.seller,
      currentPeriodEnd: periodEnd(214),
      createdAt: new Date(now.getTime() - 151 * day),
    },
    {
      sellerId: user.seller2.id,
      status: 'active',
      plan: 'annual',
      listingCreditsTotal: 50,
      listingCreditsUsed: o.listingsPerSeller.seller2,
      currentPeriodEnd: periodEnd(320),
      createdAt: new Date(now.getTime() - 45 * day),
    },
    { sellerId: user.seller3.id, status: 'pending', plan: 'annual', listingCreditsTotal: 0, listingCreditsUsed: 0 },
  ]);
  // What the active sellers paid for: the year's plan (with its included credits) and the extra credits bought since.
  const paid = (id: string, sellerId: number, daysAgo: number, credits: number) => ({
    id,
    sellerId,
    kind: credits ? 'credits' : 'subscription',
    credits,
    status: 'paid',
    provider: 'test',
    description: credits ? `${credits} listing credits` : annualPlan.name,
    amountCents: credits ? credits * listingCreditPriceCents : annualPlan.amountCents,
    createdAt: new Date(now.getTime() - daysAgo * day),
  });
  await tx
    .insert(s.subscriptionPayments)
    .values([
      paid('tc_seed_seller_plan', user.seller.id, 151, 0),
      paid('tc_seed_seller_credits', user.seller.id, 120, 500 - annualPlan.includedListingCredits),
      paid('tc_seed_seller2_plan', user.seller2.id, 45, 0),
      paid('tc_seed_seller2_credits', user.seller2.id, 30, 50 - annualPlan.includedListingCredits),
    ]);
  // Live for seller2's few listings only, so 'Promoted' marks a minority of the shop; the busiest seller's comes later.
  await tx.insert(s.promotions).values([
    {
      sellerId: user.seller2.id,
      companyName: 'Midwest Lab Exchange LLC',
      startDate: isoDate(new Date(now.getTime() - 10 * day)),
      endDate: isoDate(periodEnd(20)),
      status: 'true',
      scheduleApplied: 'started',
    },
    {
      sellerId: user.seller.id,
      companyName: 'Pacific Test Equipment Co.',
      startDate: isoDate(periodEnd(14)),
      endDate: isoDate(periodEnd(44)),
      status: 'false',
    },
    {
      sellerId: user.seller3.id,
      companyName: 'Gulf Coast Instruments Inc.',
      startDate: isoDate(periodEnd(45)),
      endDate: isoDate(periodEnd(75)),
      status: 'false',
    },
  ]);
  const img = (i: number) => o.images[i % o.images.length]!.url;
  await tx.insert(s.adverts).values([
    {
      name: 'Calibration services for RF and microwave',
      url: 'https://www.keysight.com/us/en/services/calibration-services.html',
      tags: ['RF', 'Calibrated'],
      documentUrl: img(0),
      documentType: 'image',
    },
    {
      name: 'Laboratory centrifuge trade-in programme',
      url: 'https://www.eppendorf.com/us-en/',
      tags: ['Life Science'],
      documentUrl: img(60),
      documentType: 'image',
    },
    {
      name: 'Certified refurbished analytical balances',
      url: 'https://www.mt.com/us/en/home.html',
      tags: ['Weighing', 'Warranty'],
      documentUrl: img(72),
      documentType: 'image',
    },
    {
      name: 'XRD application support and training',
      url: 'https://www.rigaku.com/',
      tags: ['Materials'],
      documentUrl: img(110),
      documentType: 'image',
    },
  ]);
  const picks = o.sellerProducts.filter((_, i) => i % 37 === 3).slice(0, 6);
  await tx.insert(s.watchlist).values(picks.map((p) => ({ buyerId: user.buyer.id, productId: p.id })));
  await tx.insert(s.cartLines).values(
    o.sellerProducts
      .filter((_, i) => i % 53 === 11)
      .slice(0, 2)
      .map((p, i) => ({ buyerId: user.buyer.id, productId: p.id, quantity: i + 1 })),
  );
  await tx.insert(s.auditLog).values({ actorId: null, action: 'seed', target: 'database', detail: { listings: o.sellerProducts.length } });
}
