import {
  apiBase,
  appTokenHeader,
  endpointList,
  endpoints,
  fillPath,
  normalizeEndpointPath,
  routePath,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
} from './endpoints';
import { validate } from './common/validate';

/** Every call of docs/product.md §7, written as docs/product.md §7 writes it. */
const spec7 = [
  'POST signup/buyer',
  'POST signup/seller',
  'POST /signup/buyerVerify',
  'POST /signup/sellerVerify',
  'POST auth/buyer',
  'POST auth/seller',
  'POST auth/admin',
  'GET buyerprofile/get-profile',
  'PUT buyerprofile/update',
  'GET sellerprofile/get-profile',
  'PUT sellerprofile/update',
  'PUT /signup/uploadBuyerProfilePicture',
  'PUT /signup/uploadSellerProfilePicture',
  'POST auth/buyer-change-password',
  'POST auth/seller-change-password',
  'GET admin/get-adminProfile',
  'POST admin/profile',
  'POST admin/admin-change-password',
  'POST signup/stripe',
  'POST /home/homepage',
  'GET /home/lookups',
  'GET sellerprofile/getSellerFeatureProducts',
  'POST /advert',
  'POST wishlist/add',
  'POST wishlist/remove',
  'GET wishlist',
  'POST order/save',
  'POST order',
  'GET order',
  'GET /message/getAll',
  'POST message',
  'PUT /message/closeNotification',
  'POST /order/getSellerOrders',
  'POST /order/update-status',
  'GET sellerprofile/getTopProducts',
  'GET /sellerprofile/getSellerDashboard',
  'POST product',
  'GET product/{id}',
  'DELETE product/{id}',
  'POST /product/update-feature-product',
  'POST product/savewithfiles',
  'PUT product/update',
  'POST product/single-file',
  'POST product/files',
  'POST brands/getBrands',
  'POST categories/getCategories',
  'POST promotions/getPromotions',
  'POST promotions',
  'POST /promotions/updatePromotion',
  'PUT /promotions/deletePromotion',
  'POST advert',
  'PUT advert',
  'PUT advert/deleteAdvert',
  'POST /brands/getBrands',
  'POST brands',
  'PUT brands/updateBrand',
  'PUT brands/deleteBrand',
  'POST buyerprofile/getBuyerList',
  'POST sellerprofile/getSellerList',
  'PUT /sellerprofile/updateAccountStatus',
  'POST categories/saveCategory',
  'PUT categories/udateCategory',
  'PUT /categories/deleteCategory',
];
const added = [
  'GET health',
  'GET ready',
  'GET places',
  'GET home/suggest',
  'POST auth/forgot-password',
  'POST auth/reset-password',
  'POST auth/logout',
  'POST subscription/webhook',
];

const key = (method: string, path: string) => `${method} ${normalizeEndpointPath(path).replace(/\{(\w+)\}/g, ':$1')}`;
const table = new Set(endpointList.map((e) => key(e.method, e.path)));

describe('endpoint table', () => {
  it('has the base and the application-token header', () => {
    expect(apiBase).toBe('/api/v1/');
    expect(appTokenHeader).toBe('Apptoken');
  });
  it.each([...spec7, ...added])('names %s', (call) => {
    const [method = '', path = ''] = call.split(' ');
    expect(table).toContain(key(method, path));
  });
  it('writes paths without a leading slash or query', () => {
    for (const e of endpointList) expect(e.path).toBe(normalizeEndpointPath(e.path));
  });
  it('gives each method and path one endpoint, except POST advert (JSON list / multipart create)', () => {
    const seen = new Map<string, string[]>();
    for (const e of endpointList) seen.set(key(e.method, e.path), [...(seen.get(key(e.method, e.path)) ?? []), e.name]);
    const shared = [...seen.entries()].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([['POST advert', ['adverts', 'createAdvert']]]);
    expect('contentType' in endpoints.adverts).toBe(false);
    expect(endpoints.createAdvert.contentType).toBe('multipart');
  });
  it('protects every role-specific call', () => {
    expect(endpoints.homepage.access).toBe('public');
    expect(endpoints.wishlist.access).toBe('buyer');
    expect(endpoints.sellerOrders.access).toBe('seller');
    expect(endpoints.sellerList.access).toBe('admin');
    expect(endpoints.logout.access).toBe('signed-in');
    const publicWrites = endpointList.filter((e) => e.access === 'public' && e.method !== 'GET').map((e) => e.name);
    expect(publicWrites.sort()).toEqual(
      [
        'adverts',
        'alertUnsubscribe',
        'alertUnsubscribeOneClick',
        'buyerVerify',
        'catalogFacets',
        'contact',
        'forgotPassword',
        'homepage',
        'leaseApplication',
        'loginAdmin',
        'loginBuyer',
        'loginSeller',
        'newsletterSignup',
        'resendCode',
        'resetPassword',
        'sellerVerify',
        'signupBuyer',
        'signupSeller',
        'subscriptionWebhook',
      ].sort(),
    );
  });
  it('builds paths with parameters', () => {
    expect(fillPath(endpoints.product.path, { id: 12 })).toBe('product/12');
    expect(() => fillPath(endpoints.product.path)).toThrow('Missing path parameter "id"');
    expect(routePath(endpoints.deleteProduct)).toBe('/api/v1/product/:id');
  });
});

describe('endpoint types', () => {
  it('infer bodies, queries and answers from the schemas', () => {
    const body: EndpointBody<'homepage'> = { page: 2, minPrice: 'abc', location: ['Austin'] };
    const query: EndpointQuery<'wishlistAdd'> = { productid: '4' };
    const answer: EndpointResponse<'lookups'> = { manufacturer: [], seller: [], categories: [], location: [] };
    // @ts-expect-error page is a number or numeric text
    const wrong: EndpointBody<'homepage'> = { page: true };
    expect([body, query, answer, wrong]).toHaveLength(4);
  });
});

describe('endpoint schemas and missing keys', () => {
  const parts = endpointList.flatMap((e) =>
    (['body', 'query', 'params'] as const).flatMap((k) => (e[k] ? [[`${e.name}.${k}`, e[k]] as const] : [])),
  );
  it.each(parts)('%s never reports valibot\'s parent "Invalid key" text', (_, schema) => {
    const r = validate(schema, {});
    const errors = r.success ? [] : r.errors;
    expect(errors.filter((m) => m.startsWith('Invalid key'))).toEqual([]);
  });
});
