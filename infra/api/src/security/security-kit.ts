import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { fillPath, type EndpointDef } from '@xchange/contract';
import {
  adverts,
  brands,
  categories,
  orderLines,
  orders,
  productDetails,
  products,
  promotions,
  specFields,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import { certificatePdf } from '../seed/certificates.ts';
import { hashPassword } from '../lib/passwords.ts';
import { multipartBody, type FilePart } from '../test/admin-test-kit.ts';
import { issueCode, type CodePurpose } from '../modules/auth/codes.ts';
import type { TestApp } from '../test/test-app.ts';
import { addTestUser, type TestUser } from '../test/test-users.ts';

/** The columns of the authorization matrix. */
export const identities = ['visitor', 'buyerA', 'buyerB', 'sellerA', 'sellerB', 'inactiveSeller', 'admin'] as const;
export type Identity = (typeof identities)[number];
export type SignedIn = Exclude<Identity, 'visitor'>;

/** The password every fixture account has (argon2 hashing is slow: hashed once per file). */
export const password = 'Matrix#2024pass';
export const newPassword = 'Matrix#2025pass';

/** Rate limits per IP would otherwise refuse the 7 identities' repeated calls from inject's 127.0.0.1. */
export const securityEnv = { RATE_LIMIT_TRUSTED_IPS: '127.0.0.1' };

/** A tiny valid JPEG (8×8), made once. */
let jpegCache: Buffer | undefined;
export async function tinyJpeg(): Promise<Buffer> {
  jpegCache ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
  return jpegCache;
}
/** A real one-page calibration certificate, made once. */
let pdfCache: Buffer | undefined;
export async function tinyPdf(): Promise<Buffer> {
  pdfCache ??= await certificatePdf({
    laboratory: 'Allen Calibration Lab',
    accreditation: 'ISO/IEC 17025',
    instrument: 'Bench Scope',
    serialNumber: 'MY1234',
    date: '2026-03-02',
    dueDate: '2027-03-02',
    number: 'AC-1',
  });
  return pdfCache;
}
export const pdfPart = async (field: string): Promise<FilePart> => ({
  field,
  filename: 'certificate.pdf',
  contentType: 'application/pdf',
  data: await tinyPdf(),
});
export const jpegPart = async (field: string): Promise<FilePart> => ({
  field,
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  data: await tinyJpeg(),
});

let serial = 0;
/** A value unique in this process (names, emails, dates). */
export const unique = (): number => {
  serial += 1;
  return serial;
};
export const uniqueEmail = (what: string) => `${what}-${process.pid}-${unique()}@matrix.example`;

/** Seller A's objects the other identities must not reach, and factories for objects a destructive row consumes. */
export interface SecurityFixture {
  t: TestApp;
  users: Record<SignedIn, TestUser>;
  passwordHash: string;
  brand: { id: number; name: string };
  category: { id: number; name: string };
  /** Seller A's published listing. */
  product: number;
  /** Seller A's calibrated listing with a certificate attached. */
  certified: number;
  /** Buyer A's order with seller A, with a message thread. */
  order: number;
  promotion: number;
  advert: number;
  freshProduct(): Promise<number>;
  freshBrand(): Promise<number>;
  freshCategory(): Promise<number>;
  freshPromotion(): Promise<number>;
  freshAdvert(): Promise<number>;
  freshSeller(): Promise<TestUser>;
  /** A new number field of the fixture's category, which no listing uses. */
  freshSpecField(): Promise<number>;
  /** A new unverified account of `role` with a live code of `purpose`. */
  accountWithCode(role: 'buyer' | 'seller' | 'admin', purpose: CodePurpose, verified?: boolean): Promise<{ email: string; code: string }>;
  setSubscriptionEnd(seller: TestUser, end: Date): Promise<void>;
  /** Puts back the known password (a change-password row changes it). */
  resetPassword(who: TestUser): Promise<void>;
  /** Signs current tokens again after a row that ends sessions (logout, password change); the inactive seller keeps its old one. */
  refreshTokens(): Promise<void>;
}

const day = 86_400_000;

export async function createSecurityFixture(t: TestApp): Promise<SecurityFixture> {
  const db = t.app.db;
  const passwordHash = await hashPassword(password);
  const withPassword = { passwordHash };
  const u: Record<SignedIn, TestUser> = {
    buyerA: await addTestUser(t, 'buyer', { ...withPassword, firstname: 'Bea', lastname: 'Adams' }),
    buyerB: await addTestUser(t, 'buyer', { ...withPassword, firstname: 'Bob', lastname: 'Brown' }),
    sellerA: await addTestUser(t, 'seller', { ...withPassword, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' }),
    sellerB: await addTestUser(t, 'seller', { ...withPassword, firstname: 'Sue', lastname: 'Baker', company: 'Baker Labs' }),
    inactiveSeller: await addTestUser(t, 'seller', { ...withPassword, firstname: 'Ivan', lastname: 'Off', company: 'Gone Ltd' }),
    admin: await addTestUser(t, 'admin', { ...withPassword, firstname: 'Ada', lastname: 'Min' }),
  };
  const active = { status: 'active' as const, listingCreditsTotal: 1000, currentPeriodEnd: new Date(Date.now() + 300 * day) };
  await db.insert(subscriptions).values([u.sellerA, u.sellerB, u.inactiveSeller].map((s) => ({ sellerId: s.id, ...active })));
  const [brand] = await db.insert(brands).values({ name: 'Keysight' }).returning({ id: brands.id, name: brands.name });
  const [category] = await db.insert(categories).values({ name: 'Oscilloscopes' }).returning({ id: categories.id, name: categories.name });

  const freshProduct = async () => {
    const [p] = await db
      .insert(products)
      .values({
        name: `Scope ${unique()}`,
        description: '350 MHz',
        price: 900,
        brandId: brand!.id,
        categoryId: category!.id,
        condition: 'Used',
        sellerId: u.sellerA.id,
        address: 'Austin, TX, USA',
        latitude: 30.27,
        longitude: -97.74,
      })
      .returning({ id: products.id });
    return p!.id;
  };
  const product = await freshProduct();
  const certified = await freshProduct();
  mkdirSync(path.join(t.config.mediaDir, 'certificates'), { recursive: true });
  writeFileSync(path.join(t.config.mediaDir, 'certificates', 'matrix.pdf'), await tinyPdf());
  await db.insert(productDetails).values({
    productId: certified,
    calibrated: true,
    calibrationDate: '2026-03-02',
    calibrationLab: 'Allen Calibration Lab',
    certificateFile: '/media/certificates/matrix.pdf',
    certificateBytes: (await tinyPdf()).length,
  });
  const [order] = await db
    .insert(orders)
    .values({
      ordernumber: `AZ-${process.pid}-${unique()}`,
      total: 900,
      buyerId: u.buyerA.id,
      sellerId: u.sellerA.id,
      deliveryaddress: '1 Main St',
      paymentMethod: 'Wire transfer',
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({ orderId: order!.id, productId: product, productname: 'Scope', price: 900, quantity: 1 });
  const thread = await t.app.inject({
    method: 'POST',
    url: '/api/v1/message',
    headers: u.buyerA.auth,
    payload: {
      orderid: order!.id,
      buyerId: u.buyerA.id,
      sellerId: u.sellerA.id,
      usertype: 'buyer',
      messagetext: 'Is it calibrated?',
      notify: true,
    },
  });
  if (thread.statusCode !== 200) throw new Error(`thread not started: ${thread.body}`);

  const freshBrand = async () =>
    (
      await db
        .insert(brands)
        .values({ name: `Brand ${unique()}` })
        .returning({ id: brands.id })
    )[0]!.id;
  const freshCategory = async () =>
    (
      await db
        .insert(categories)
        .values({ name: `Category ${unique()}` })
        .returning({ id: categories.id })
    )[0]!.id;
  const freshPromotion = async () => {
    const n = unique();
    const [p] = await db
      .insert(promotions)
      .values({
        sellerId: u.sellerA.id,
        companyName: 'Allen Instruments',
        startDate: `2040-01-${String((n % 28) + 1).padStart(2, '0')}`,
        endDate: '2040-02-01',
        status: 'false',
      })
      .returning({ id: promotions.id });
    return p!.id;
  };
  const freshAdvert = async () =>
    (
      await db
        .insert(adverts)
        .values({ name: `Advert ${unique()}` })
        .returning({ id: adverts.id })
    )[0]!.id;

  const fixture: SecurityFixture = {
    t,
    users: u,
    passwordHash,
    brand: brand!,
    category: category!,
    product,
    certified,
    order: order!.id,
    promotion: await freshPromotion(),
    advert: await freshAdvert(),
    freshProduct,
    freshBrand,
    freshCategory,
    freshPromotion,
    freshAdvert,
    freshSeller: () => addTestUser(t, 'seller'),
    freshSpecField: async () =>
      (
        await db
          .insert(specFields)
          .values({ categoryId: category!.id, name: `Field ${unique()}`, kind: 'number', unit: 'MHz', position: unique() })
          .returning({ id: specFields.id })
      )[0]!.id,
    async accountWithCode(role, purpose, verified = false) {
      const email = uniqueEmail(role);
      const user = await addTestUser(t, role, { email, verified, passwordHash });
      return { email, code: await issueCode(db, t.config.jwtSecret, user.id, purpose) };
    },
    async setSubscriptionEnd(seller, end) {
      await db.update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.sellerId, seller.id));
    },
    async resetPassword(who) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, who.id));
    },
    async refreshTokens() {
      for (const key of Object.keys(u) as SignedIn[]) {
        if (key === 'inactiveSeller') continue;
        const [row] = await db.select().from(users).where(eq(users.id, u[key].id));
        const token = await t.app.signToken(row!);
        u[key] = { ...row!, token, auth: { authorization: `Bearer ${token}` } };
      }
    },
  };
  return fixture;
}

/** Deactivates the inactive seller through the admin call, after its token was issued. */
export async function deactivateThroughAdmin(fx: SecurityFixture): Promise<void> {
  const r = await fx.t.app.inject({
    method: 'PUT',
    url: `/api/v1/sellerprofile/updateAccountStatus?id=${fx.users.inactiveSeller.id}&status=false`,
    headers: fx.users.admin.auth,
  });
  if (r.statusCode !== 200) throw new Error(`deactivation failed: ${r.statusCode} ${r.body}`);
}

/** What one cell sends: path parameters, query, and a JSON, multipart or raw body. */
export interface CallSpec {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  multipart?: { fields: Record<string, string | string[]>; files?: FilePart[] };
  raw?: { payload: string | Buffer; contentType: string };
  headers?: Record<string, string>;
}

export const queryString = (q: Record<string, unknown> = {}) => {
  const s = new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return s ? `?${s}` : '';
};

/** Sends one call of `def` as `who` (undefined: a visitor) through inject. */
export async function send(t: TestApp, def: EndpointDef, spec: CallSpec, who?: TestUser) {
  const headers: Record<string, string> = { ...(who?.auth ?? {}), ...spec.headers };
  let payload: string | Buffer | undefined;
  if (spec.multipart) {
    const m = multipartBody(spec.multipart.fields, spec.multipart.files ?? []);
    payload = m.payload;
    Object.assign(headers, m.headers);
  } else if (spec.raw) {
    payload = spec.raw.payload;
    headers['content-type'] = spec.raw.contentType;
  } else if (spec.json !== undefined) {
    payload = JSON.stringify(spec.json);
    headers['content-type'] = 'application/json';
  }
  const url = `/api/v1/${fillPath(def.path, spec.params)}${queryString(spec.query)}`;
  const r = await t.app.inject({ method: def.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  let body: unknown;
  try {
    body = r.body ? JSON.parse(r.body) : undefined;
  } catch {
    body = r.body;
  }
  return { status: r.statusCode, body, headers: r.headers };
}
