import * as v from 'valibot';
import {
  catalogFacetsQuerySchema,
  facetsBodyOf,
  homepageQuerySchema,
  listQuerySchema,
  sellerOrdersQuerySchema,
  type HomepageQuery,
} from '@xchange/contract';
import type { Db } from '../../../api/src/db/client.ts';
import { listAllOrders, listCurrentOrders } from '../../../api/src/modules/buyer-orders/list.ts';
import { listThreads } from '../../../api/src/modules/messages/repo.ts';
import { listSellerOrders } from '../../../api/src/modules/seller-orders/repo.ts';
import { catalogQueries, productDetail } from '../../../api/src/modules/shop/catalog.ts';
import { countFacets } from '../../../api/src/modules/shop/facet-counts.ts';
import { searchSuggestions } from '../../../api/src/modules/shop/suggestions.ts';
import { shapes, specShapes } from './shapes.ts';

/** One request shape; `path` gets the request's sequence number, so product ids rotate. */
export interface Call {
  method: 'GET' | 'POST';
  path: (i: number) => string;
  /** the same body every time, or the request's own */
  body?: object | ((i: number) => object);
  as?: 'buyer' | 'seller';
}

export interface Scenario {
  key: string;
  name: string;
  /** the API's route, with a real login's token where it needs one */
  api: Call;
  /** the bare route (bare-server.ts): no auth, no validation, the parsed body already filled with defaults */
  bare: Call;
  /** the API's own query functions behind the route, straight on the database */
  sql: (db: Db, i: number) => Promise<unknown>;
}

/** Who and what the scenarios read: found in the generated database before the run. */
export interface BenchContext {
  buyerId: number;
  sellerId: number;
  sellerEmail: string;
  productIds: number[];
  /** The seeded Oscilloscopes 'Bandwidth' field (MHz), for the range-filter shape. */
  bandwidthFieldId: number;
  /** Every 2–5 letters a term of the search vocabulary starts with (a few hundred), mixed. */
  typedPrefixes: string[];
  /** Pairs of the catalog's most frequent words ("service warranty"), a few hundred, mixed. */
  wordPairs: string[];
}

const catalogKeys = ['browse', 'words', 'model', 'filters', 'distance', 'category', 'category-range'];
const fixed = (p: string) => () => p;
/** What a shopper types into the search box, letter by letter: brands, categories and model numbers. */
const suggestPrefixes = ['ke', 'key', 'keys', 'tek', 'osc', 'dso', 'fl', 'flu'];

/**
 * Page + count as the route runs them, but without its 5 s count cache or kept search orders; a relevance search
 * counts first, since how many match picks its plan (api/src/modules/shop/relevance.ts).
 */
async function catalogSql(db: Db, q: HomepageQuery) {
  const { page, count } = catalogQueries(db, q);
  if (!(q.search && q.sortBy === 'relevance')) return Promise.all([page, count]);
  const n = Number((await count)[0]?.n ?? 0);
  return catalogQueries(db, q, undefined, n).page;
}

export function scenarios(ctx: BenchContext): Scenario[] {
  const catalog = [...shapes, ...specShapes(ctx.bandwidthFieldId)].map((shape, i): Scenario => {
    const q = v.parse(homepageQuerySchema, shape.body);
    return {
      key: catalogKeys[i]!,
      name: `catalog ${shape.name}`,
      api: { method: 'POST', path: fixed('/api/v1/home/homepage'), body: shape.body },
      bare: { method: 'POST', path: fixed('/catalog'), body: q },
      sql: (db) => catalogSql(db, q),
    };
  });
  // the filter counts of the same views (POST home/facets), which the shop asks beside each catalog call
  const facets = [...shapes, ...specShapes(ctx.bandwidthFieldId)].map((shape, i): Scenario => {
    const body = facetsBodyOf(shape.body);
    const q = v.parse(catalogFacetsQuerySchema, body);
    return {
      key: `facets-${catalogKeys[i]!}`,
      name: `filter counts ${shape.name}`,
      api: { method: 'POST', path: fixed('/api/v1/home/facets'), body },
      bare: { method: 'POST', path: fixed('/facets'), body: q },
      // the grouped counts as the route runs them, but without its 5 s cache
      sql: (db) => countFacets(db, q),
    };
  });
  const productId = (i: number) => ctx.productIds[i % ctx.productIds.length]!;
  const pairedBody = (i: number) => ({ search: ctx.wordPairs[i % ctx.wordPairs.length]!, sortBy: 'relevance' as const });
  const typed = (i: number) => suggestPrefixes[i % suggestPrefixes.length]!;
  const typedOnce = (i: number) => ctx.typedPrefixes[i % ctx.typedPrefixes.length]!;
  const currentOrders = { page: 1, size: 10, sortBy: 'orderdate', sortOrder: 'desc' };
  const sellerOrders = { page: 1, size: 10, status: 'New Order' };
  return [
    ...catalog,
    ...facets,
    {
      key: 'suggest',
      name: `suggestions as typed (${suggestPrefixes.map((p) => `"${p}"`).join(', ')} in turn)`,
      api: { method: 'GET', path: (i) => `/api/v1/home/suggest?q=${encodeURIComponent(typed(i))}` },
      bare: { method: 'GET', path: (i) => `/suggest?q=${encodeURIComponent(typed(i))}` },
      sql: (db, i) => searchSuggestions(db, typed(i)),
    },
    {
      // each prefix comes back only after every other: the first round is all lookups, as after a deploy
      key: 'suggest-varied',
      name: `suggestions of every prefix of the vocabulary (${ctx.typedPrefixes.length}, each again only after all the others)`,
      api: { method: 'GET', path: (i) => `/api/v1/home/suggest?q=${encodeURIComponent(typedOnce(i))}` },
      bare: { method: 'GET', path: (i) => `/suggest?q=${encodeURIComponent(typedOnce(i))}` },
      sql: (db, i) => searchSuggestions(db, typedOnce(i)),
    },
    {
      // each pair comes back only after every other: a search's first ask ranks, a later one within its max age reads
      // the kept order (api/src/modules/shop/ranked-orders.ts)
      key: 'words-varied',
      name: `catalog words: pairs of frequent words (${ctx.wordPairs.length}, each again only after all the others), relevance`,
      api: { method: 'POST', path: fixed('/api/v1/home/homepage'), body: pairedBody },
      bare: { method: 'POST', path: fixed('/catalog'), body: (i) => v.parse(homepageQuerySchema, pairedBody(i)) },
      sql: (db, i) => catalogSql(db, v.parse(homepageQuerySchema, pairedBody(i))),
    },
    {
      key: 'product',
      name: `product detail (${ctx.productIds.length} visible listings in turn)`,
      api: { method: 'GET', path: (i) => `/api/v1/product/${productId(i)}` },
      bare: { method: 'GET', path: (i) => `/product/${productId(i)}` },
      sql: (db, i) => productDetail(db, productId(i), null),
    },
    {
      key: 'orders',
      name: "bench buyer's current orders, page 1 of 10 by date",
      api: { method: 'POST', path: fixed('/api/v1/order'), body: currentOrders, as: 'buyer' },
      bare: { method: 'POST', path: fixed(`/orders/${ctx.buyerId}`), body: v.parse(listQuerySchema, currentOrders) },
      sql: (db) => listCurrentOrders(db, ctx.buyerId, v.parse(listQuerySchema, currentOrders)),
    },
    {
      key: 'all-orders',
      name: "bench buyer's every order (GET order)",
      api: { method: 'GET', path: fixed('/api/v1/order'), as: 'buyer' },
      bare: { method: 'GET', path: fixed(`/orders/${ctx.buyerId}/all`) },
      sql: (db) => listAllOrders(db, ctx.buyerId),
    },
    {
      key: 'seller-orders',
      name: "busiest seller's New Order tab, page 1 of 10",
      api: { method: 'POST', path: fixed('/api/v1/order/getSellerOrders'), body: sellerOrders, as: 'seller' },
      bare: { method: 'POST', path: fixed(`/seller-orders/${ctx.sellerId}`), body: v.parse(sellerOrdersQuerySchema, sellerOrders) },
      sql: (db) => listSellerOrders(db, ctx.sellerId, v.parse(sellerOrdersQuerySchema, sellerOrders)),
    },
    {
      key: 'messages',
      name: "bench buyer's threads with messages (message/getAll)",
      api: { method: 'GET', path: fixed('/api/v1/message/getAll'), as: 'buyer' },
      bare: { method: 'GET', path: fixed(`/messages/${ctx.buyerId}`) },
      sql: (db) => listThreads(db, ctx.buyerId, 'buyer'),
    },
  ];
}

export const scenarioKeys = [
  ...catalogKeys,
  ...catalogKeys.map((k) => `facets-${k}`),
  'words-varied',
  'suggest',
  'suggest-varied',
  'product',
  'orders',
  'all-orders',
  'seller-orders',
  'messages',
];
