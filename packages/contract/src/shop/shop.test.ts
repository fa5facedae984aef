import * as v from 'valibot';
import { homepageQuerySchema, homepageResponseSchema, radiusMilesOf, shopSortMessage } from './homepage';
import { validate } from '../common/validate';
import { sitemapPageSchema, sitemapQuerySchema, sitemapTexts } from './sitemap';
import { lookupsSchema } from './lookups';
import { pricePresets, toPriceInput } from './price-presets';

describe('shop price inputs (docs/product.md §5)', () => {
  it('turns text that is no number into 0 and keeps at least 0', () => {
    expect(toPriceInput('abc')).toBe(0);
    expect(toPriceInput('-5')).toBe(0);
    expect(toPriceInput('2500')).toBe(2500);
    expect(toPriceInput(2_000_000)).toBe(1_000_000);
  });
  it('has the four presets', () => {
    expect(pricePresets.map((p) => [p.minPrice, p.maxPrice])).toEqual([
      [0, 5000],
      [5000, 20000],
      [20000, 50000],
      [50000, 90000],
    ]);
  });
});

describe('homepage query', () => {
  it('defaults to page 1, size 9, price ascending', () => {
    expect(v.parse(homepageQuerySchema, {})).toEqual({ page: 1, size: 9, sortBy: 'price', sortOrder: 'asc', specs: [], grades: [] });
  });
  it('reads every filter', () => {
    const q = v.parse(homepageQuerySchema, {
      search: ' scope ',
      brand: 'Keysight',
      category: 'Oscilloscopes',
      condition: 'Refurbished',
      minPrice: 'x',
      maxPrice: '20000',
      location: 'Austin',
      seller: '4',
    });
    expect(q).toMatchObject({ search: 'scope', minPrice: 0, maxPrice: 20000, location: ['Austin'], seller: 4, condition: 'Refurbished' });
  });
  it('treats an empty price as no filter', () => {
    expect(v.parse(homepageQuerySchema, { minPrice: '', maxPrice: null })).not.toHaveProperty('minPrice', 0);
    expect(v.parse(homepageQuerySchema, { maxPrice: '' }).maxPrice).toBeUndefined();
  });
  it('refuses an unknown condition', () => expect(v.is(homepageQuerySchema, { condition: 'Broken' })).toBe(false));
  it('knows the five sorts and the older names of them', () => {
    for (const s of ['relevance', 'price', 'newest', 'createdAt', 'name'])
      expect(v.parse(homepageQuerySchema, { sortBy: s }).sortBy).toBe(s);
    expect(v.parse(homepageQuerySchema, { sortBy: 'productname' }).sortBy).toBe('name');
    expect(v.parse(homepageQuerySchema, { sortBy: 'CREATEDAT' }).sortBy).toBe('createdAt');
  });
  it('refuses an unknown sort with a message naming the sorts', () => {
    const r = validate(homepageQuerySchema, { sortBy: 'colour' });
    expect(r.success ? {} : r.fieldErrors).toEqual({ sortBy: shopSortMessage });
  });
  it('takes pages of up to 100', () => {
    expect(v.parse(homepageQuerySchema, { size: 100 }).size).toBe(100);
    expect(v.is(homepageQuerySchema, { size: 101 })).toBe(false);
  });
  it('reads the radius in miles, or in km, only with a place', () => {
    expect(radiusMilesOf(v.parse(homepageQuerySchema, { latitude: 30, longitude: -97, radiusMiles: 25 }))).toBe(25);
    expect(radiusMilesOf(v.parse(homepageQuerySchema, { latitude: 30, longitude: -97, radiusKm: 1.609344 * 10 }))).toBeCloseTo(10);
    expect(radiusMilesOf(v.parse(homepageQuerySchema, { latitude: 30, longitude: -97, radiusKm: 80, radiusMiles: 10 }))).toBe(10);
    expect(radiusMilesOf(v.parse(homepageQuerySchema, { radiusMiles: 10 }))).toBeUndefined();
  });
});

describe('shop answers', () => {
  it('parses the homepage envelope', () => {
    const r = v.parse(homepageResponseSchema, {
      statusCodeValue: 404,
      statusCode: 'NOT_FOUND',
      body: { content: [], totalElements: 0, message: 'No Products available' },
    });
    expect(r.body.message).toBe('No Products available');
  });
  it('parses sitemap slices and refuses a slice beyond one file', () => {
    expect(v.is(sitemapPageSchema, { total: 1, products: [{ id: 3, lastmod: '2026-11-22T09:00:00.000Z' }] })).toBe(true);
    expect(v.is(sitemapPageSchema, { total: 1, products: [{ id: '3' }] })).toBe(false);
    expect(v.parse(sitemapQuerySchema, {})).toEqual({ offset: 0, limit: 50_000 });
    expect(v.parse(sitemapQuerySchema, { offset: '49998', limit: '2' })).toEqual({ offset: 49_998, limit: 2 });
    expect(v.safeParse(sitemapQuerySchema, { limit: '50001' }).issues?.[0]?.message).toBe(sitemapTexts.limit);
    expect(v.safeParse(sitemapQuerySchema, { offset: '-1' }).issues?.[0]?.message).toBe(sitemapTexts.offset);
  });
  it('parses lookups', () => {
    const l = {
      manufacturer: ['Fluke'],
      seller: [{ id: 1, firstname: 'A', lastname: 'B', company: 'C' }],
      categories: ['Meters'],
      location: ['Austin'],
    };
    expect(v.parse(lookupsSchema, l)).toEqual(l);
  });
});
