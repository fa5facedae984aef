import type { HomepageQueryInput } from '@xchange/contract';

/** The five query shapes of the shop benchmark: what shoppers do most. */
export const shapes: { name: string; body: HomepageQueryInput }[] = [
  { name: 'browse: no filter, price ascending, page 1', body: {} },
  { name: 'words: "calibrated oscilloscope", relevance', body: { search: 'calibrated oscilloscope', sortBy: 'relevance' } },
  { name: 'model number: "DSO-X 3034A", relevance', body: { search: 'DSO-X 3034A', sortBy: 'relevance' } },
  {
    name: 'filters: category + condition + price range, newest',
    body: { category: 'Oscilloscopes', condition: 'Used', minPrice: 5000, maxPrice: 20000, sortBy: 'newest' },
  },
  {
    name: 'distance 250 mi of Austin + brand, page 3 by price',
    body: { latitude: 30.2672, longitude: -97.7431, radiusMiles: 250, brand: 'Keysight', sortBy: 'price', page: 3 },
  },
];

/**
 * docs/product.md §2.4 spec filters: today's category filter, and the same with one range on a number field (the
 * seed's Oscilloscopes bandwidth, 1–4 GHz): the second should stay within 1.3× of the first.
 */
export const specShapes = (bandwidthFieldId: number): { name: string; body: HomepageQueryInput }[] => [
  { name: 'category: Oscilloscopes, price ascending, page 1', body: { category: 'Oscilloscopes' } },
  {
    name: 'category + range: Oscilloscopes, bandwidth 1000–4000 MHz, price ascending',
    body: { category: 'Oscilloscopes', specs: [{ field: bandwidthFieldId, min: 1000, max: 4000 }] },
  },
];
