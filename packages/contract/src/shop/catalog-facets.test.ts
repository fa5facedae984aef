import * as v from 'valibot';
import { catalogFacetsQuerySchema, catalogFacetsSchema } from './catalog-facets';
import { facetsBodyOf } from './facets-body';

describe('filter counts (POST home/facets)', () => {
  it("takes the catalog call's body without page, size and sort, so paging asks the same counts", () => {
    const body = facetsBodyOf({
      page: 3,
      size: 50,
      sortBy: 'name',
      sortOrder: 'desc',
      search: 'scope',
      brand: 'Fluke',
      location: ['Austin'],
    });
    expect(body).toEqual({ search: 'scope', brand: 'Fluke', location: ['Austin'] });
    expect(v.parse(catalogFacetsQuerySchema, { ...body, page: 2, sortBy: 'price' })).toEqual({
      search: 'scope',
      brand: 'Fluke',
      location: ['Austin'],
      specs: [],
      grades: [],
    });
  });
  it("refuses what the catalog call refuses, with the catalog call's rules", () => {
    expect(v.is(catalogFacetsQuerySchema, { condition: 'Broken' })).toBe(false);
    expect(v.is(catalogFacetsQuerySchema, { latitude: 91, longitude: 0, radiusMiles: 10 })).toBe(false);
  });
  it('answers counts per choice and says the corrected words', () => {
    const answer = {
      brands: [{ value: 'Fluke', count: 2 }],
      categories: [],
      conditions: [],
      locations: [],
      correctedQuery: 'oscilloscope',
    };
    expect(v.parse(catalogFacetsSchema, answer)).toEqual(answer);
    expect(v.is(catalogFacetsSchema, { brands: [{ value: 'Fluke' }], categories: [], conditions: [], locations: [] })).toBe(false);
  });
});
