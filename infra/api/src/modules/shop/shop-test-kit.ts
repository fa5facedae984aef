import { brands, categories, mediaFiles, products, promotions, subscriptions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addTestUser, type TestUser } from '../../test/test-users.ts';

const day = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const austin = { latitude: 30.2672, longitude: -97.7431 };
const boston = { address: 'Boston, MA, USA', latitude: 42.3601, longitude: -71.0589 };
const chicago = { address: 'Chicago, IL, USA', latitude: 41.8781, longitude: -87.6298 };
const atAustin = { address: 'Austin, TX, USA', ...austin };

export interface ShopFixture {
  sellerA: TestUser;
  sellerB: TestUser;
  inactive: TestUser;
  unsubscribed: TestUser;
  lapsed: TestUser;
  buyer: TestUser;
  buyer2: TestUser;
  admin: TestUser;
  /** visible listings by key */
  p: Record<'dsox' | 'mdo' | 'fluke' | 'fpc' | 'dsox3024', number>;
  /** hidden listings by key */
  hidden: Record<'unpublished' | 'inactive' | 'unsubscribed' | 'lapsed', number>;
}

/**
 * A small catalog: five visible listings by two sellers (B promoted), and one hidden listing for each reason a
 * listing leaves the shop (unpublished, inactive seller, no subscription, lapsed subscription).
 */
export async function seedShop(t: TestApp): Promise<ShopFixture> {
  const db = t.app.db;
  const now = Date.now();
  const sellerA = await addTestUser(t, 'seller', { firstname: 'Marcus', lastname: 'Chen', company: 'Pacific Test' });
  const sellerB = await addTestUser(t, 'seller', { firstname: 'Elena', lastname: 'Rossi', company: 'Midwest Lab', ...chicago });
  const inactive = await addTestUser(t, 'seller', { firstname: 'Ivan', lastname: 'Off', company: 'Gone Ltd', active: false });
  const unsubscribed = await addTestUser(t, 'seller', { firstname: 'Nora', lastname: 'Unpaid', company: 'Pending Co' });
  const lapsed = await addTestUser(t, 'seller', { firstname: 'Leo', lastname: 'Lapsed', company: 'Expired Inc' });
  const buyer = await addTestUser(t, 'buyer');
  const buyer2 = await addTestUser(t, 'buyer');
  const admin = await addTestUser(t, 'admin');
  const active = { status: 'active' as const, listingCreditsTotal: 50, currentPeriodEnd: new Date(now + 100 * day) };
  await db.insert(subscriptions).values([
    { sellerId: sellerA.id, ...active },
    { sellerId: sellerB.id, ...active },
    { sellerId: inactive.id, ...active },
    { sellerId: unsubscribed.id, status: 'pending' },
    { sellerId: lapsed.id, ...active, currentPeriodEnd: new Date(now - day) },
  ]);
  await db.insert(promotions).values([
    {
      sellerId: sellerB.id,
      companyName: 'Midwest Lab',
      startDate: isoDate(new Date(now - 5 * day)),
      endDate: isoDate(new Date(now + 5 * day)),
      status: 'true',
    },
    // switched on but not started yet: no effect
    {
      sellerId: sellerA.id,
      companyName: 'Pacific Test',
      startDate: isoDate(new Date(now + 5 * day)),
      endDate: isoDate(new Date(now + 9 * day)),
      status: 'true',
    },
  ]);
  const b = Object.fromEntries(
    (
      await db
        .insert(brands)
        .values(['Keysight', 'Tektronix', 'Fluke', 'Rohde & Schwarz', 'Anritsu'].map((name) => ({ name })))
        .returning()
    ).map((r) => [r.name, r.id]),
  );
  const c = Object.fromEntries(
    (
      await db
        .insert(categories)
        .values(['Oscilloscopes', 'Multimeters', 'Spectrum Analyzers', 'Power Supplies'].map((name) => ({ name })))
        .returning()
    ).map((r) => [r.name, r.id]),
  );
  let n = 0;
  const add = async (row: Partial<typeof products.$inferInsert> & { name: string; sellerId: number; price: number }) => {
    n += 1;
    const [p] = await db
      .insert(products)
      .values({ createdAt: new Date(now - (20 - n) * 3600_000), ...row })
      .returning({ id: products.id });
    return p!.id;
  };
  const p = {
    dsox: await add({
      name: 'Keysight DSOX3034A Oscilloscope',
      description: '350 MHz, 4 channels, 4 GSa/s',
      price: 9000,
      discountPrice: 8500,
      brandId: b.Keysight,
      categoryId: c.Oscilloscopes,
      condition: 'Used',
      tags: ['Calibrated'],
      sellerId: sellerA.id,
      ...atAustin,
    }),
    mdo: await add({
      name: 'MDO34 Mixed Domain Oscilloscope',
      description: 'Built-in spectrum view',
      price: 7000,
      brandId: b.Tektronix,
      categoryId: c.Oscilloscopes,
      condition: 'Refurbished',
      tags: ['Warranty'],
      sellerId: sellerA.id,
      ...boston,
    }),
    fluke: await add({
      name: 'Fluke 87V True-RMS',
      description: 'Industrial handheld meter',
      price: 450,
      brandId: b.Fluke,
      categoryId: c.Multimeters,
      condition: 'New',
      tags: ['NIST Traceable'],
      sellerId: sellerA.id,
      featured: true,
      ...atAustin,
    }),
    fpc: await add({
      name: 'FPC1500 Spectrum Analyzer',
      description: '5 kHz to 3 GHz with tracking generator',
      price: 4600,
      brandId: b['Rohde & Schwarz'],
      categoryId: c['Spectrum Analyzers'],
      condition: 'Ex-demonstration',
      tags: ['Calibrated', 'Low Hours'],
      sellerId: sellerB.id,
      featured: true,
      ...chicago,
    }),
    // no coordinates of its own: it is where its seller is (Chicago)
    dsox3024: await add({
      name: 'Keysight DSOX3024A Oscilloscope',
      description: '200 MHz, 4 channels',
      price: 6000,
      brandId: b.Keysight,
      categoryId: c.Oscilloscopes,
      condition: 'Used',
      sellerId: sellerB.id,
      address: 'Chicago, IL, USA',
    }),
  };
  const hidden = {
    unpublished: await add({
      name: 'Keysight N9020B Signal Analyzer',
      price: 50000,
      brandId: b.Keysight,
      categoryId: c['Spectrum Analyzers'],
      sellerId: sellerB.id,
      published: false,
      featured: true,
      address: 'Denver, CO, USA',
    }),
    inactive: await add({
      name: 'Anritsu MS2720T Spectrum Master',
      price: 20000,
      brandId: b.Anritsu,
      categoryId: c['Power Supplies'],
      sellerId: inactive.id,
      featured: true,
      address: 'Houston, TX, USA',
    }),
    unsubscribed: await add({
      name: 'Fluke 1587 FC Insulation Multimeter',
      price: 900,
      brandId: b.Fluke,
      categoryId: c.Multimeters,
      sellerId: unsubscribed.id,
      address: 'Houston, TX, USA',
    }),
    lapsed: await add({
      name: 'Tektronix TBS2104B Oscilloscope',
      price: 1800,
      brandId: b.Tektronix,
      categoryId: c.Oscilloscopes,
      sellerId: lapsed.id,
      address: 'Houston, TX, USA',
    }),
  };
  await db.insert(mediaFiles).values([
    { productId: p.dsox, url: '/media/dsox.jpg', thumbUrl: '/media/dsox-thumb.jpg', fileType: 'image', slot: 'primary' },
    { productId: p.dsox, url: '/media/dsox-back.jpg', fileType: 'image', slot: 'secondary', position: 1 },
    { productId: p.dsox, url: '/media/dsox-demo.mp4', fileType: 'video', slot: 'secondary', position: 0 },
  ]);
  return { sellerA, sellerB, inactive, unsubscribed, lapsed, buyer, buyer2, admin, p, hidden };
}

/** Calls the API as a visitor or with a user's token. */
export function shopClient(t: TestApp) {
  return async (method: 'GET' | 'POST', url: string, opts: { body?: object; as?: TestUser } = {}) => {
    const r = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(opts.body ? { payload: opts.body } : {}),
      headers: opts.as ? opts.as.auth : {},
    });
    return { status: r.statusCode, body: r.json() };
  };
}
