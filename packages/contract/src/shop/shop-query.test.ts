import * as v from 'valibot';
import { homepageQuerySchema } from './homepage';
import { pricePresets } from './price-presets';
import { activeFilterCount, defaultShopQuery, parseShopParams, presetOf, toHomepageBody, toShopParams, type ShopQuery } from './shop-query';

const parse = (s: string) => parseShopParams(new URLSearchParams(s));

describe('shop view ↔ address bar', () => {
  it('reads an empty address as the default view: page 1, 9 per page, price ascending', () => {
    expect(parse('')).toEqual(defaultShopQuery);
    expect(toShopParams(defaultShopQuery).toString()).toBe('');
  });

  it('round-trips every filter, the search, sort and page', () => {
    const q: ShopQuery = {
      search: 'DSO-X 3034A',
      exact: true,
      brand: 'Keysight',
      category: 'Oscilloscopes',
      condition: 'Ex-demonstration',
      seller: 7,
      minPrice: 5000,
      maxPrice: 20000,
      location: ['Austin, Texas', 'Boston, Massachusetts'],
      near: { label: 'Denver, Colorado, US', latitude: 39.74, longitude: -104.99, miles: 100 },
      specs: [
        { field: 12, min: 100, max: 500 },
        { field: 14, options: [3, 5] },
        { field: 15, yes: true },
        { field: 16, max: 2.5 },
      ],
      calibrated: true,
      grades: ['A', 'B'],
      warrantyMin: 90,
      sort: 'newest',
      page: 3,
      size: 50,
    };
    const params = toShopParams(q);
    expect(params.getAll('location')).toEqual(q.location);
    expect(parseShopParams(new URLSearchParams(params.toString()))).toEqual(q);
  });

  it('searches the words as typed with exact=1, and drops the flag without words', () => {
    expect(parse('q=oscilloscpe&exact=1')).toMatchObject({ search: 'oscilloscpe', exact: true });
    expect(toHomepageBody(parse('q=oscilloscpe&exact=1'))).toMatchObject({ search: 'oscilloscpe', exact: true });
    expect(toHomepageBody(parse('q=oscilloscpe'))).not.toHaveProperty('exact');
    expect(toShopParams({ ...defaultShopQuery, exact: true }).toString()).toBe('');
  });

  it('drops values that make no sense instead of failing', () => {
    const q = parse('page=-2&size=7&sort=cheapest&condition=Broken&seller=abc&min=cheap&max=-5&lat=95&lng=10&near=Nowhere&location=%20');
    expect(q).toEqual(defaultShopQuery);
  });

  it('keeps a price at most the shop range and reads page size 9 and the four options only', () => {
    expect(parse('max=5000000').maxPrice).toBe(1_000_000);
    expect(parse('size=9').size).toBe(9);
    expect(parse('size=100').size).toBe(100);
    expect(parse('size=200').size).toBe(9);
  });
});

describe('presets (docs/product.md §7 ranges)', () => {
  it.each(pricePresets.map((p, i) => [p.label, i, p.minPrice, p.maxPrice] as const))('%s sends %i', (_label, i, min, max) => {
    const q = { ...defaultShopQuery, minPrice: min, maxPrice: max };
    expect(presetOf(q)).toBe(i);
    expect(toHomepageBody(q)).toMatchObject({ minPrice: min, maxPrice: max });
  });

  it('maps the four presets to up to 5000, 5000-20000, 20000-50000 and 50000-90000', () => {
    expect(pricePresets.map((p) => [p.minPrice, p.maxPrice])).toEqual([
      [0, 5000],
      [5000, 20000],
      [20000, 50000],
      [50000, 90000],
    ]);
  });

  it('marks no preset for a hand-typed range', () => {
    expect(presetOf({ minPrice: 100, maxPrice: 5000 })).toBe(-1);
    expect(presetOf({})).toBe(-1);
  });
});

it('counts the filter groups in use', () => {
  expect(activeFilterCount(defaultShopQuery)).toBe(0);
  expect(activeFilterCount(parse('q=x&brand=Fluke&min=0&location=A&location=B'))).toBe(3);
});

describe('homepage body', () => {
  it('omits empty filters and sends the default paging and sort', () => {
    expect(toHomepageBody(defaultShopQuery)).toEqual({ page: 1, size: 9, sortBy: 'price', sortOrder: 'asc' });
  });

  it('sends every filter in a shape the contract accepts, the radius in miles', () => {
    const body = toHomepageBody(
      parse(
        'q=scope&brand=Fluke&category=Meters&condition=Used&seller=4&min=10&max=900&location=Austin&near=Austin&lat=30.27&lng=-97.74&miles=25&sort=name&page=2&size=20',
      ),
    );
    expect(body).toEqual({
      page: 2,
      size: 20,
      sortBy: 'name',
      sortOrder: 'asc',
      search: 'scope',
      brand: 'Fluke',
      category: 'Meters',
      condition: 'Used',
      seller: 4,
      minPrice: 10,
      maxPrice: 900,
      location: ['Austin'],
      latitude: 30.27,
      longitude: -97.74,
      radiusMiles: 25,
    });
    expect(v.is(homepageQuerySchema, body)).toBe(true);
  });
});
