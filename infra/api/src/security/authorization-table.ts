import type { EndpointName } from '@xchange/contract';
import type { TestUser } from '../test/test-users.ts';
import { asc, eq } from 'drizzle-orm';
import { specFields } from '../db/schema/index.ts';
import { freshApiKey } from './api-key-fixtures.ts';
import { freshOffer, offerListing } from './offer-fixtures.ts';
import { importCsvPart, sellerAImport } from './import-fixtures.ts';
import { completedOrder, freshReview } from './review-fixtures.ts';
import { freshSavedSearch, freshUnsubscribeToken } from './alert-fixtures.ts';
import {
  jpegPart,
  pdfPart,
  newPassword,
  password,
  uniqueEmail,
  unique,
  type CallSpec,
  type Identity,
  type SecurityFixture,
} from './security-kit.ts';

/** Expected status per identity. Ids always name seller A's / buyer A's objects, so a B cell of 404 proves ownership. */
export type Cells = Record<Identity, number>;

export interface MatrixRow {
  expect: Cells;
  /** A request valid for the endpoint, built per cell (a destructive row builds a fresh object for each cell). */
  call(fx: SecurityFixture, who: TestUser | undefined): CallSpec | Promise<CallSpec>;
  /** Puts back what the row's setup changed for later rows. */
  restore?(fx: SecurityFixture): Promise<void>;
}

const list = { page: 1, size: 10 };
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** An orders export range holding the fixture's order (placed today). */
const lastMonth = () => ({ from: isoDay(30), to: isoDay(-1), tz: 'UTC' });
const role = (who: TestUser | undefined) => who?.role ?? 'buyer';
const product = (fx: SecurityFixture, over: Record<string, unknown> = {}) => ({
  productname: 'Bench Scope',
  description: 'Calibrated',
  price: 1200,
  sellinginstrument: fx.category.name,
  manufacturer: fx.brand.name,
  condition: 'Used',
  tags: ['Calibrated'],
  ...over,
});
const changePassword = async (fx: SecurityFixture, who: TestUser | undefined) => {
  if (who) await fx.resetPassword(who);
  return {
    json: {
      oldPassword: password,
      newPassword,
      confirmPassword: newPassword,
      accountType: who?.role === 'seller' ? 'Seller' : 'Buyer',
      id: who?.id ?? 1,
    },
  };
};
const profile = (who: TestUser | undefined) => ({
  username: who?.email ?? 'visitor@matrix.example',
  firstname: 'Ann',
  lastname: 'Lee',
  phone: '5550102030',
  address: '2 Side St',
  company: 'Acme',
});
const signup = (type: 'buyer' | 'seller') => ({
  firstName: 'New',
  lastName: 'Person',
  company: 'Newco',
  phone: '5550102030',
  address: '3 Elm St',
  username: uniqueEmail(type),
  password,
  tnc: true,
  continent: 'North America',
  country: 'United States',
  type,
});
const login = (who: TestUser, type: 'buyer' | 'seller' | 'admin') => ({ json: { username: who.email, password, type } });

// Column order: visitor, buyer A, buyer B, seller A, seller B, inactive seller (deactivated after its token was issued), admin.
const sellerOnly: Cells = { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 };
const buyerOnly: Cells = { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 };
const signedIn: Cells = { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 200 };
const pub: Cells = { visitor: 200, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 200, admin: 200 };

/** Every endpoint of the contract: a new endpoint without a row does not typecheck. */
export const authorizationTable: { [N in EndpointName]: MatrixRow } = {
  // ── authentication (public) ──
  signupBuyer: { expect: pub, call: () => ({ json: signup('buyer') }) },
  signupSeller: { expect: pub, call: () => ({ json: signup('seller') }) },
  buyerVerify: {
    expect: pub,
    call: async (fx) => {
      const a = await fx.accountWithCode('buyer', 'signup');
      return { query: { email: a.email, otp: a.code } };
    },
  },
  sellerVerify: {
    expect: pub,
    call: async (fx) => {
      const a = await fx.accountWithCode('seller', 'signup');
      return { query: { email: a.email, otp: a.code } };
    },
  },
  resendCode: {
    expect: pub,
    call: async (fx) => ({ json: { username: (await fx.accountWithCode('buyer', 'signup')).email, type: 'buyer' } }),
  },
  loginBuyer: { expect: pub, call: (fx) => login(fx.users.buyerA, 'buyer') },
  loginSeller: { expect: pub, call: (fx) => login(fx.users.sellerA, 'seller') },
  loginAdmin: { expect: pub, call: (fx) => login(fx.users.admin, 'admin') },
  forgotPassword: {
    expect: pub,
    call: async (fx) => ({ json: { username: (await fx.accountWithCode('buyer', 'signup', true)).email, type: 'buyer' } }),
  },
  resetPassword: {
    expect: pub,
    call: async (fx) => {
      const a = await fx.accountWithCode('buyer', 'reset', true);
      return { json: { username: a.email, type: 'buyer', code: a.code, newPassword, confirmPassword: newPassword } };
    },
  },
  logout: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 200 },
    call: () => ({}),
  },

  // ── own profile ──
  buyerProfile: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  updateBuyerProfile: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: (_fx, who) => ({ json: profile(who) }),
  },
  sellerProfile: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  updateSellerProfile: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: (_fx, who) => ({ json: { ...profile(who), preferredShipping: 'Ground' } }),
  },
  // The email names buyer A / seller A: only the caller's own email is accepted, any other is refused 403 whether or
  // not an account has it (so nothing about A is revealed).
  uploadBuyerProfilePicture: {
    expect: { visitor: 401, buyerA: 200, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ query: { email: fx.users.buyerA.email }, multipart: { fields: {}, files: [await jpegPart('file')] } }),
  },
  uploadSellerProfilePicture: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ query: { email: fx.users.sellerA.email }, multipart: { fields: {}, files: [await jpegPart('file')] } }),
  },
  buyerChangePassword: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: changePassword,
  },
  sellerChangePassword: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: changePassword,
  },
  adminProfile: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({}),
  },
  updateAdminProfile: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: { name: 'Ada Min' } }),
  },
  adminChangePassword: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx, who) => {
      if (who) await fx.resetPassword(who);
      return { json: { oldPassword: password, newPassword, confirmPassword: newPassword, id: who?.id ?? 1 } };
    },
  },
  // The reference names seller A; like the picture's email it may only be the caller's own, so any other value is
  // refused 403 whether or not it exists (nothing about A is revealed). Seller A's subscription lapses for this row
  // (an active one answers 409), and is put back after it.
  stripeCheckout: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: async (fx) => {
      await fx.setSubscriptionEnd(fx.users.sellerA, new Date(Date.now() - 1000));
      return { query: { reference: fx.users.sellerA.id } };
    },
    restore: (fx) => fx.setSubscriptionEnd(fx.users.sellerA, new Date(Date.now() + 300 * 86_400_000)),
  },

  // ── shop (public) ──
  homepage: { expect: pub, call: () => ({ json: { page: 1, size: 12, search: 'scope' } }) },
  catalogFacets: { expect: pub, call: () => ({ json: { search: 'scope', condition: 'Used', location: ['Austin, TX, USA'] } }) },
  lookups: { expect: pub, call: () => ({}) },
  searchSuggestions: { expect: pub, call: () => ({ query: { q: 'sc' } }) },
  featuredProducts: { expect: pub, call: () => ({}) },
  product: { expect: pub, call: (fx) => ({ params: { id: fx.product } }) },
  sitemapProducts: { expect: pub, call: () => ({}) },
  adverts: { expect: pub, call: () => ({ json: list }) },

  // ── buyer ──
  wishlistAdd: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ query: { productid: fx.product } }),
  },
  wishlistRemove: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ query: { productid: fx.product } }),
  },
  wishlist: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  cart: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  replaceCart: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ json: { lines: [{ id: fx.product, quantity: 1 }] } }),
  },
  mergeCart: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ json: { lines: [{ id: fx.product, quantity: 2 }] } }),
  },
  saveOrder: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({
      headers: { 'idempotency-key': `matrix-order-${unique()}` },
      json: { product: [{ id: fx.product, quantity: 1 }], deliveryaddress: '1 Main St', postcode: 'Wire transfer', total: 900 },
    }),
  },
  buyerOrders: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: () => ({ json: list }),
  },
  allBuyerOrders: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },

  // ── messages: buyer A and seller A are the parties of the order ──
  messageThreads: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  sendMessage: {
    expect: { visitor: 401, buyerA: 200, buyerB: 404, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: (fx, who) => ({
      json: {
        orderid: fx.order,
        buyerId: fx.users.buyerA.id,
        sellerId: fx.users.sellerA.id,
        usertype: role(who) === 'seller' ? 'seller' : 'buyer',
        messagetext: 'Still available?',
        notify: true,
      },
    }),
  },
  closeNotification: {
    expect: { visitor: 401, buyerA: 200, buyerB: 404, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ query: { id: fx.order, status: false } }),
  },
  askQuestion: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ json: { productId: fx.product, messagetext: 'Does it come with the original probes?' } }),
  },
  messageStream: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  contact: { expect: pub, call: () => ({ json: { name: 'Ann Lee', email: uniqueEmail('contact'), message: 'Do you ship to Canada?' } }) },

  // ── seller: the order and products are seller A's ──
  sellerOrders: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({ json: list }),
  },
  updateOrderStatus: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({
      json: { orderid: fx.order, orderStatus: 'Shipped', paymentStatus: 'Paid', comments: 'Sent today', sellerid: fx.users.sellerA.id },
    }),
  },
  topProducts: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({ query: { tz: 'UTC' } }),
  },
  sellerDashboard: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({ query: { tz: 'UTC' } }),
  },
  sellerProducts: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({ json: list }),
  },
  deleteProduct: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ params: { id: await fx.freshProduct() } }),
  },
  updateFeatureProduct: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ json: { featuredStatus: true, productid: fx.product, sellerid: fx.users.sellerA.id } }),
  },
  saveProductWithFiles: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: async (fx) => {
      const { tags, price, ...fields } = product(fx);
      return { multipart: { fields: { ...fields, price: String(price), tags: tags.join(',') }, files: [await jpegPart('pfile')] } };
    },
  },
  updateProduct: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: (fx) => ({ json: product(fx, { id: fx.product }) }),
  },
  productSingleFile: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ query: { productid: fx.product }, multipart: { fields: {}, files: [await jpegPart('file')] } }),
  },
  productFiles: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ query: { productid: fx.product }, multipart: { fields: {}, files: [await jpegPart('files')] } }),
  },
  brands: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: list }),
  },
  categories: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: list }),
  },
  subscription: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  subscriptionCheckout: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: () => ({ json: { credits: 5 } }),
  },

  // ── admin ──
  promotions: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: list }),
  },
  createPromotion: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: (fx) => {
      const day = String((unique() % 28) + 1).padStart(2, '0');
      return {
        json: {
          sellerId: fx.users.sellerA.id,
          sellername: 'Sam Allen',
          companyName: 'Allen Instruments',
          startdate: `03-${day}-2041`,
          enddate: '04-30-2041',
        },
      };
    },
  },
  updatePromotion: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: (fx) => ({
      json: {
        id: fx.promotion,
        sellerId: fx.users.sellerA.id,
        sellername: 'Sam Allen',
        companyName: 'Allen Instruments',
        startdate: '05-01-2042',
        enddate: '05-31-2042',
        status: 'false',
      },
    }),
  },
  deletePromotion: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ query: { id: await fx.freshPromotion() } }),
  },
  createAdvert: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async () => ({
      multipart: {
        fields: { name: `Spring sale ${unique()}`, url: 'https://example.com/spring', tags: ['RF'] },
        files: [await jpegPart('document')],
      },
    }),
  },
  updateAdvert: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: (fx) => ({
      multipart: { fields: { id: String(fx.advert), name: `Summer sale ${unique()}`, url: 'https://example.com/summer' } },
    }),
  },
  deleteAdvert: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ query: { id: await fx.freshAdvert() } }),
  },
  createBrand: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: { name: `Tektronix ${unique()}` } }),
  },
  updateBrand: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ json: { id: await fx.freshBrand(), name: `Fluke ${unique()}` } }),
  },
  deleteBrand: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ query: { id: await fx.freshBrand() } }),
  },
  buyerList: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: list }),
  },
  sellerList: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: list }),
  },
  updateSellerAccountStatus: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ query: { id: (await fx.freshSeller()).id, status: false } }),
  },
  createCategory: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: { name: `Analyzers ${unique()}` } }),
  },
  updateCategory: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ json: { id: await fx.freshCategory(), name: `Meters ${unique()}` } }),
  },
  deleteCategory: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ query: { id: await fx.freshCategory() } }),
  },
  auditLog: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ json: list }),
  },

  // ── platform ──
  health: { expect: pub, call: () => ({}) },
  ready: { expect: pub, call: () => ({}) },
  places: { expect: pub, call: () => ({ query: { q: 'Austin', limit: 5 } }) },
  // unsigned: the documented refusal (ERR_WEBHOOK_SIGNATURE) for everyone
  subscriptionWebhook: {
    expect: { visitor: 400, buyerA: 400, buyerB: 400, sellerA: 400, sellerB: 400, inactiveSeller: 400, admin: 400 },
    call: () => ({
      raw: { payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }), contentType: 'application/json' },
    }),
  },
  // Stripe sends any browser back here with no session; this server opened no Stripe checkout (no key), so any id is
  // unknown to it and nothing is looked up (replay-payments.test.ts covers a real one).
  subscriptionCheckoutReturn: {
    expect: { visitor: 404, buyerA: 404, buyerB: 404, sellerA: 404, sellerB: 404, inactiveSeller: 404, admin: 404 },
    call: () => ({ query: { session_id: 'cs_test_matrix1' } }),
  },
  leaseApplication: {
    expect: pub,
    call: () => ({
      json: {
        fullName: 'Ann Lee',
        company: 'Acme',
        email: uniqueEmail('lease'),
        phone: '5550102030',
        equipment: 'Oscilloscope',
        price: 5000,
        termMonths: 24,
      },
    }),
  },
  newsletterSignup: { expect: pub, call: () => ({ json: { email: uniqueEmail('news') } }) },

  // ── specifications, certificates, similar listings and compare (docs/product.md §2.9, §2.10) ──
  specFields: { expect: pub, call: (fx) => ({ query: { category: fx.category.name } }) },
  adminSpecFields: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: (fx) => ({ query: { id: fx.category.id } }),
  },
  createSpecField: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: (fx) => ({ json: { categoryId: fx.category.id, name: `Bandwidth ${unique()}`, kind: 'number', unit: 'MHz', filterable: true } }),
  },
  updateSpecField: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ json: { id: await fx.freshSpecField(), name: `Channels ${unique()}`, kind: 'number', unit: '' } }),
  },
  deleteSpecField: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ query: { id: await fx.freshSpecField(), uses: 0 } }),
  },
  reorderSpecFields: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => {
      const rows = await fx.t.app.db
        .select({ id: specFields.id })
        .from(specFields)
        .where(eq(specFields.categoryId, fx.category.id))
        .orderBy(asc(specFields.id));
      const ids = rows.length ? rows.map((r) => r.id) : [await fx.freshSpecField()];
      return { json: { categoryId: fx.category.id, ids: ids.reverse() } };
    },
  },
  uploadCertificate: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ query: { productid: fx.certified }, multipart: { fields: {}, files: [await pdfPart('file')] } }),
  },
  certificate: { expect: pub, call: (fx) => ({ params: { id: fx.certified } }) },
  similarProducts: { expect: pub, call: (fx) => ({ params: { id: fx.product } }) },
  compare: { expect: pub, call: (fx) => ({ query: { ids: `${fx.product},${fx.certified}` } }) },

  // ── offers and quote requests (docs/product.md §2.11): buyer A's offer on seller A's listing, fresh per cell ──
  createOffer: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({
      json: { productId: await offerListing(fx), kind: 'offer', amount: 800, quantity: 1, message: 'Would you take 800?' },
    }),
  },
  offers: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 403 },
    call: (_fx, who) => ({ query: { role: role(who) === 'seller' ? 'seller' : 'buyer', status: 'open', page: 1, size: 10 } }),
  },
  offer: {
    expect: { visitor: 401, buyerA: 200, buyerB: 404, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ params: { id: await freshOffer(fx) } }),
  },
  // an open offer waits for the seller: buyer A's accept or counter is out of turn (409), its decline not its to make (403)
  acceptOffer: {
    expect: { visitor: 401, buyerA: 409, buyerB: 404, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ params: { id: await freshOffer(fx) }, json: { message: 'Deal' } }),
  },
  declineOffer: {
    expect: { visitor: 401, buyerA: 403, buyerB: 404, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ params: { id: await freshOffer(fx) }, json: { reason: 'Too low' } }),
  },
  counterOffer: {
    expect: { visitor: 401, buyerA: 409, buyerB: 404, sellerA: 200, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ params: { id: await freshOffer(fx) }, json: { amount: 850, message: 'Meet halfway?' } }),
  },
  withdrawOffer: {
    expect: { visitor: 401, buyerA: 200, buyerB: 404, sellerA: 403, sellerB: 404, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ params: { id: await freshOffer(fx) }, json: {} }),
  },
  orderOffer: {
    expect: { visitor: 401, buyerA: 200, buyerB: 404, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({
      params: { id: await freshOffer(fx, 'accepted') },
      headers: { 'idempotency-key': `matrix-offer-${unique()}` },
      json: { deliveryaddress: '1 Main St', postcode: 'Wire transfer', notes: '' },
    }),
  },
  adminOffers: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: (fx) => ({ query: { productId: fx.product } }),
  },
  // ── seller API keys and listing sync (docs/product.md §2.12): a key of seller A; each seller syncs its own SKU ──
  createApiKey: {
    expect: sellerOnly,
    call: () => ({ json: { name: 'Warehouse sync', scopes: ['listings:read', 'listings:write'] } }),
  },
  apiKeys: { expect: sellerOnly, call: () => ({}) },
  revokeApiKey: {
    expect: { ...sellerOnly, sellerB: 404 },
    call: async (fx) => ({ params: { id: await freshApiKey(fx) } }),
  },
  putListingBySku: { expect: sellerOnly, call: (fx) => ({ params: { sku: 'MATRIX-SKU-1' }, json: product(fx) }) },
  sellerListings: { expect: sellerOnly, call: () => ({ query: { updatedSince: '2020-01-01T00:00:00Z', ...list } }) },
  // ── exports (docs/product.md §2.12): each seller downloads its own listings and orders ──
  exportListingsCsv: { expect: sellerOnly, call: () => ({}) },
  exportListingsXlsx: { expect: sellerOnly, call: () => ({}) },
  exportOrdersCsv: { expect: sellerOnly, call: () => ({ query: lastMonth() }) },
  exportOrdersXlsx: { expect: sellerOnly, call: () => ({ query: lastMonth() }) },
  createImport: { expect: sellerOnly, call: () => ({ multipart: { fields: { mode: 'preview' }, files: [importCsvPart()] } }) },
  importTemplateCsv: { expect: sellerOnly, call: () => ({}) },
  importTemplateXlsx: { expect: sellerOnly, call: () => ({}) },
  sellerImport: { expect: { ...sellerOnly, sellerB: 404 }, call: async (fx) => ({ params: { id: await sellerAImport(fx) } }) },
  importResultCsv: { expect: { ...sellerOnly, sellerB: 404 }, call: async (fx) => ({ params: { id: await sellerAImport(fx) } }) },
  // ── verified reviews and storefronts (docs/product.md §2.13): buyer A's completed orders with seller A, fresh per cell ──
  createReview: {
    expect: { visitor: 401, buyerA: 200, buyerB: 404, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({
      json: { orderId: await completedOrder(fx), rating: 5, title: 'Exactly as listed', text: 'Calibrated and fast.' },
    }),
  },
  myReviews: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: () => ({}),
  },
  replyReview: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 200, sellerB: 403, inactiveSeller: 401, admin: 403 },
    call: async (fx) => ({ params: { id: await freshReview(fx) }, json: { text: 'Thank you for your order.' } }),
  },
  reportReview: {
    expect: { visitor: 401, buyerA: 200, buyerB: 200, sellerA: 200, sellerB: 200, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ params: { id: await freshReview(fx) }, json: { reason: 'Names a competitor.' } }),
  },
  sellerStorefront: { expect: pub, call: (fx) => ({ params: { id: fx.users.sellerA.id } }) },
  sellerReviews: { expect: pub, call: (fx) => ({ params: { id: fx.users.sellerA.id }, query: { page: 1, size: 5 } }) },
  adminReviews: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: () => ({ query: { filter: 'reported', ...list } }),
  },
  reviewVisibility: {
    expect: { visitor: 401, buyerA: 403, buyerB: 403, sellerA: 403, sellerB: 403, inactiveSeller: 401, admin: 200 },
    call: async (fx) => ({ params: { id: await freshReview(fx) }, json: { hidden: true, reason: 'Personal details of a third party.' } }),
  },
  // ── saved searches, alerts and notifications (docs/product.md §2.14): buyer A's own saved searches, fresh per cell ──
  savedSearches: { expect: buyerOnly, call: () => ({}) },
  createSavedSearch: { expect: buyerOnly, call: () => ({ json: { name: `Matrix ${unique()}`, query: 'q=oscilloscope&brand=Keysight' } }) },
  updateSavedSearch: {
    expect: { ...buyerOnly, buyerB: 404 },
    call: async (fx) => ({ params: { id: await freshSavedSearch(fx) }, json: { frequency: 'weekly' } }),
  },
  deleteSavedSearch: { expect: { ...buyerOnly, buyerB: 404 }, call: async (fx) => ({ params: { id: await freshSavedSearch(fx) } }) },
  watchlistAlerts: { expect: buyerOnly, call: () => ({ json: { watchlistAlerts: true } }) },
  alertUnsubscribe: { expect: pub, call: async (fx) => ({ json: { token: await freshUnsubscribeToken(fx) } }) },
  alertUnsubscribeOneClick: {
    expect: pub,
    call: async (fx) => ({
      query: { token: await freshUnsubscribeToken(fx) },
      raw: { payload: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' },
    }),
  },
  notifications: { expect: signedIn, call: () => ({}) },
  readNotifications: { expect: signedIn, call: () => ({ json: {} }) },
};
