import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createFixture, failingProductId, fakeProducts, type Fixture } from '../test/gateway-fixture.ts';
import { publicPages } from '../sitemap.ts';
import { pageHeads } from './page-heads.ts';
import type { ProductJsonLd } from './product-head.ts';

const headOf = (html: string) => html.split('</head>')[0]!;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as ProductJsonLd);

describe('server-rendered heads', () => {
  let fx: Fixture;
  before(async () => {
    fx = await createFixture();
  });
  after(async () => {
    await fx.cleanup();
  });
  const get = (url: string, headers: Record<string, string> = {}) => fx.gateway.app.inject({ method: 'GET', url, headers });

  it("answers /product/:id with the listing's title, description, canonical URL, preview tags and schema.org Product", async () => {
    const res = await get('/product/7', { host: 'evil.example' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(res.body, /__XCHANGE_REMOTES__/, "still the shell's page, which renders the listing");
    const head = headOf(res.body);
    assert.equal(titleOf(head), 'Keysight DSOX3034A oscilloscope | The Xchange Marketplace');
    assert.equal(head.match(/<title>/g)!.length, 1);
    assert.equal(head.match(/name="description"/g)!.length, 1);
    const description = 'Refurbished Keysight Oscilloscopes for $8,900 in Austin, TX. Four channels, 350 MHz. Calibrated last month.';
    assert.equal(metaOf(head, 'description'), description);
    assert.match(
      head,
      /<link rel="canonical" href="https:\/\/xchange\.example\.com\/product\/7">/,
      'from PUBLIC_URL, never the Host header',
    );
    assert.doesNotMatch(res.body, /evil/);
    assert.equal(metaOf(head, 'og:title'), fakeProducts[0]!.productname);
    assert.equal(metaOf(head, 'og:type'), 'product');
    assert.equal(metaOf(head, 'og:description'), description);
    assert.equal(metaOf(head, 'og:url'), 'https://xchange.example.com/product/7');
    assert.equal(metaOf(head, 'og:image'), 'https://xchange.example.com/media/seed/dsox3034a.jpg');
    assert.equal(metaOf(head, 'product:price:amount'), '8900.00');
    assert.equal(metaOf(head, 'product:price:currency'), 'USD');
    assert.equal(metaOf(head, 'twitter:card'), 'summary_large_image');
    assert.equal(metaOf(head, 'twitter:title'), fakeProducts[0]!.productname);
    assert.equal(metaOf(head, 'twitter:image'), 'https://xchange.example.com/media/seed/dsox3034a.jpg');
    assert.equal(metaOf(head, 'twitter:data1'), '$8,900');

    const [product, ...more] = jsonLdOf(head);
    assert.equal(more.length, 0);
    assert.equal(product!['@context'], 'https://schema.org');
    assert.equal(product!['@type'], 'Product');
    assert.equal(product!.name, 'Keysight DSOX3034A oscilloscope');
    assert.deepEqual(product!.brand, { '@type': 'Brand', name: 'Keysight' });
    assert.equal(product!.model, 'DSOX3034A');
    assert.equal(product!.mpn, 'DSOX3034A');
    assert.equal(product!.itemCondition, 'https://schema.org/RefurbishedCondition');
    assert.deepEqual(product!.image, ['https://xchange.example.com/media/seed/dsox3034a.jpg']);
    assert.equal(product!.description, 'Four channels, 350 MHz.\nCalibrated last month.');
    assert.deepEqual(product!.offers, {
      '@type': 'Offer',
      url: 'https://xchange.example.com/product/7',
      price: '8900.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/RefurbishedCondition',
      seller: { '@type': 'Organization', name: 'Lab Surplus Ltd' },
    });
  });

  it('escapes a listing whose name and description try to break out of the tags and the JSON-LD', async () => {
    const hostile = `</script><script>alert(document.cookie)</script><!-- "><svg onload=alert(1)>`;
    fakeProducts.push({ ...fakeProducts[0]!, id: 66, productname: hostile, description: hostile, manufacturer: hostile });
    try {
      const head = headOf((await get('/product/66')).body);
      assert.doesNotMatch(head, /<svg|<!--|<\/script><script>/);
      assert.equal((head.match(/<script/g) ?? []).length, 2, 'the config script and the JSON-LD, nothing else');
      assert.equal(jsonLdOf(head)[0]!.name, hostile);
      assert.equal(
        metaOf(head, 'og:title'),
        '&lt;/script&gt;&lt;script&gt;alert(document.cookie)&lt;/script&gt;&lt;!-- &quot;&gt;&lt;svg onload=alert(1)&gt;',
      );
    } finally {
      fakeProducts.pop();
    }
  });

  it("answers an unknown or hidden listing with the site's page and 404, marked noindex and with no listing tags", async () => {
    for (const url of ['/product/999', '/product/abc']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /__XCHANGE_REMOTES__/, `${url}: the page the shell renders its not-found answer in`);
      const head = headOf(res.body);
      assert.equal(titleOf(head), 'Listing not found | The Xchange Marketplace', url);
      assert.match(head, /<meta name="robots" content="noindex">/, url);
      assert.doesNotMatch(head, /og:|ld\+json|canonical/, url);
    }
  });

  it('answers 503 with the working page when the API cannot answer the listing', async () => {
    const res = await get(`/product/${failingProductId}`);
    assert.equal(res.statusCode, 503);
    assert.equal(res.headers['retry-after'], '60');
    assert.match(res.body, /__XCHANGE_REMOTES__/);
    assert.equal(titleOf(res.body), 'The Xchange Marketplace');
  });

  it('gives every page of the sitemap, and the sign-in pages, its own title and description', async () => {
    const titles = new Set<string>();
    for (const path of [...publicPages(true), '/loginpage', '/verification', '/stripe', '/unsubscribe']) {
      assert.ok(pageHeads[path], `${path} has a head`);
      const head = headOf((await get(path)).body);
      assert.equal(titleOf(head), `${pageHeads[path]!.title} | The Xchange Marketplace`, path);
      assert.equal(metaOf(head, 'description'), pageHeads[path]!.description.replace(/&/g, '&amp;'), path);
      titles.add(titleOf(head)!);
    }
    assert.equal(titles.size, publicPages(true).length + 4, 'no two pages share a title');
    assert.equal(titleOf((await get('/faq/?x=1')).body), 'Frequently Asked Questions | The Xchange Marketplace');
    assert.equal(
      metaOf((await get('/home')).body, 'description'),
      'Buy and sell new, used, ex-demo and refurbished lab, industrial and test &amp; measurement equipment.',
    );
  });

  it("leaves the shell's own head on signed-in and unknown pages", async () => {
    for (const path of ['/overview', '/no-such-page']) assert.equal(titleOf((await get(path)).body), 'The Xchange Marketplace', path);
  });
});

describe('server-rendered heads before launch', () => {
  it('shows no listing: /product/:id stays the shell page the coming-soon gate redirects from', async () => {
    const fx = await createFixture(false);
    try {
      const res = await fx.gateway.app.inject({ method: 'GET', url: '/product/7' });
      assert.equal(res.statusCode, 200);
      assert.equal(titleOf(res.body), 'The Xchange Marketplace');
      assert.doesNotMatch(res.body, /Keysight|og:title|ld\+json/);
    } finally {
      await fx.cleanup();
    }
  });
});
