import { expect, test } from '@playwright/test';
import { homepage } from '../support/shop';

// What a link preview or a crawler reads: the HTML as the server sends it, no script run (Playwright's request).

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => entities[e]!);

/** The content of a meta tag of the page's head, decoded, or undefined. */
const metaOf = (html: string, key: string): string | undefined => {
  const content = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html.split('</head>')[0]!)?.[1];
  return content === undefined ? undefined : decode(content);
};

interface ProductLd {
  '@type': string;
  name: string;
  brand?: { name: string };
  offers: { price: string; priceCurrency: string; availability: string; url: string; seller?: { name: string } };
}

test("GET /product/<id> carries the listing's name in og:title and a JSON-LD Product with its offer", async ({ request }) => {
  const listing = (await homepage(request, { search: 'DSOX3034A' })).body.content[0]!;
  const response = await request.get(`/product/${listing.id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/html/);
  const html = await response.text();

  expect(metaOf(html, 'og:title')).toBe(listing.productname);
  expect(metaOf(html, 'twitter:title')).toBe(listing.productname);
  expect(metaOf(html, 'og:url')).toMatch(new RegExp(`^https?://[^/]+/product/${listing.id}$`));
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${listing.productname} | The Xchange Marketplace`);

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const product = JSON.parse(blocks[0]![1]!) as ProductLd;
  expect(product['@type']).toBe('Product');
  expect(product.name).toBe(listing.productname);
  expect(product.brand?.name).toBe(listing.manufacturer);
  const price = listing.discountprice === '' ? listing.price : listing.discountprice;
  expect(product.offers).toMatchObject({ price: price.toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
  expect(product.offers.url).toMatch(new RegExp(`/product/${listing.id}$`));
});

test("an unknown listing answers 404 with the site's page, marked noindex", async ({ request }) => {
  const response = await request.get('/product/987654321');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<title>Listing not found | The Xchange Marketplace</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(metaOf(html, 'og:title')).toBeUndefined();
});

test('a marketing page carries its own title and description before any script runs', async ({ request }) => {
  const html = await (await request.get('/faq')).text();
  expect(html).toContain('<title>Frequently Asked Questions | The Xchange Marketplace</title>');
  expect(metaOf(html, 'description')).toMatch(/^FAQ of The Xchange Marketplace/);
});
