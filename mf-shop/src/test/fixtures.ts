import type { Advertisement, CatalogFacets, HomepageResponse, LookupsWire, ProductWire } from '@xchange/contract';
import type { MockRoutes } from '@xchange/remote-kit/testing';

/** A listing as the shop API answers it. */
export const product = (id: number, over: Partial<ProductWire> = {}): ProductWire => ({
  id,
  productname: `Keysight DSOX3034A oscilloscope ${id}`,
  description: '350 MHz, 4 channels, calibrated in 2025, with probes and the original manual.',
  price: 9000 + id,
  discountprice: '',
  sellinginstrument: 'Oscilloscopes',
  manufacturer: 'Keysight',
  condition: 'Used',
  tags: [],
  featured: false,
  sellerid: 3,
  location: 'Austin, Texas, US',
  primaryfile: { id: id * 10, url: `/media/p${id}.jpg`, fileType: 'image' },
  productfiles: [],
  promoted: false,
  ...over,
});

export const ok = (content: ProductWire[], totalElements = content.length): HomepageResponse => ({
  statusCodeValue: 200,
  statusCode: 'OK',
  body: { content, totalElements },
});

export const notFound: HomepageResponse = {
  statusCodeValue: 404,
  statusCode: 'NOT_FOUND',
  body: { content: [], totalElements: 0, message: 'No Products available' },
};

export const lookups: LookupsWire = {
  manufacturer: ['Fluke', 'Keysight'],
  categories: ['Multimeters', 'Oscilloscopes'],
  seller: [{ id: 3, firstname: 'Sam', lastname: 'Ortiz', company: 'Ortiz Test Gear' }],
  location: ['Austin, Texas, US', 'Boston, Massachusetts, US'],
};

/** The filter counts of the whole catalog above: Fluke and Boston leave nothing. */
export const facets: CatalogFacets = {
  brands: [{ value: 'Keysight', count: 2 }],
  categories: [
    { value: 'Multimeters', count: 1 },
    { value: 'Oscilloscopes', count: 1 },
  ],
  conditions: [{ value: 'Used', count: 2 }],
  locations: [{ value: 'Austin, Texas, US', count: 2 }],
};

export const advert = (id: number, over: Partial<Advertisement> = {}): Advertisement => ({
  id,
  name: `Calibration week ${id}`,
  url: `https://ads.example.com/${id}`,
  tags: [],
  file: { url: `/media/ad${id}.jpg`, fileType: 'image' },
  ...over,
});

/** The calls the shop page makes on load, answering with `catalog` for the homepage. */
export const shopRoutes = (
  catalog: HomepageResponse | MockRoutes[string] = ok([product(1), product(2)]),
  extra: MockRoutes = {},
): MockRoutes => ({
  'POST home/homepage': 'statusCodeValue' in catalog ? { body: catalog } : catalog,
  'GET home/lookups': { body: lookups },
  'POST home/facets': { body: facets },
  'GET sellerprofile/getSellerFeatureProducts': { body: [] },
  'POST advert': { body: { content: [], totalElements: 0 } },
  ...extra,
});

export const buyer = { type: 'buyer' as const, data: { id: 5, firstname: 'Bea', lastname: 'Buyer', username: 'bea@demo.test' } };
export const seller = { type: 'seller' as const, data: { id: 3, firstname: 'Sam', lastname: 'Ortiz', username: 'sam@demo.test' } };
