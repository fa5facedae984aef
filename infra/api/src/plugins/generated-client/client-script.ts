/**
 * What an integrator writes against the generated types: create a listing by SKU with an API key, change its price,
 * read it back and export the listings. Kept as text: the test type-checks it against the types generated from the
 * served document, then runs it.
 */
export const clientScript = `
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function run(baseUrl: string, key: string, sku: string, since: string) {
  const client = createClient<paths>({ baseUrl, headers: { 'X-Api-Key': key } });
  const listing = {
    productname: 'Agilent 34401A Multimeter',
    description: '6.5 digits, calibrated in 2026',
    price: 3400,
    sellinginstrument: 'Multimeters',
    manufacturer: 'Keysight',
    condition: 'Used' as const,
    tags: ['Calibrated'],
  };
  const path = '/api/v1/seller/listings/by-sku/{sku}' as const;
  const created = await client.PUT(path, { params: { path: { sku } }, body: listing });
  const changed = await client.PUT(path, { params: { path: { sku } }, body: { ...listing, price: 3150 } });
  const listed = await client.GET('/api/v1/seller/listings', { params: { query: { updatedSince: since, page: 1, size: 100 } } });
  const exported = await client.GET('/api/v1/seller/exports/listings.csv', { parseAs: 'text' });
  return {
    statuses: [created.response.status, changed.response.status, listed.response.status, exported.response.status],
    created: created.data?.result,
    changed: changed.data ? { result: changed.data.result, price: changed.data.product.price } : undefined,
    listed: listed.data?.content.map((p) => ({ sku: p.sku, price: p.price })),
    csv: exported.data,
  };
}
`;
