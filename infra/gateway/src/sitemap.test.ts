import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createFixture, type Fixture } from './test/gateway-fixture.ts';
import { maxSitemapUrls, publicPages, sitemapFileCount, sitemapSlice, urlsetXml } from './sitemap.ts';

describe('sitemap and robots', () => {
  let fx: Fixture;
  before(async () => {
    fx = await createFixture();
  });
  after(async () => {
    await fx.cleanup();
  });

  it('lists the public pages and every visible product with its last change', async () => {
    const res = await fx.gateway.app.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /application\/xml/);
    assert.match(res.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const page of ['/', '/home', '/xchangeShop', '/aboutus', '/faq', '/sellerhubpage']) {
      assert.ok(res.body.includes(`<url><loc>https://xchange.example.com${page}</loc></url>`), page);
    }
    assert.ok(res.body.includes('<url><loc>https://xchange.example.com/product/7</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>'));
    assert.ok(res.body.includes('<loc>https://xchange.example.com/product/12</loc>'));
    for (const hidden of [
      '/loginpage',
      '/verification',
      '/stripe',
      '/admin-login',
      '/myacc',
      '/overview',
      '/admin-brands',
      '/cart',
      '/product<',
    ]) {
      assert.ok(!res.body.includes(`xchange.example.com${hidden}`), hidden);
    }
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the API', async () => {
    const res = await fx.gateway.app.inject({ method: 'GET', url: '/robots.txt' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /text\/plain/);
    assert.match(res.body, /^User-agent: \*$/m);
    assert.match(res.body, /^Disallow: \/api\/$/m);
    assert.match(res.body, /^Sitemap: https:\/\/xchange\.example\.com\/sitemap\.xml$/m);
  });

  it('issue 18 item 12: a forged Host header never reaches the publicly cached robots.txt or sitemap', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ]) {
      const robots = await fx.gateway.app.inject({ method: 'GET', url: '/robots.txt', headers });
      assert.match(robots.body, /^Sitemap: https:\/\/xchange\.example\.com\/sitemap\.xml$/m);
      const sitemap = await fx.gateway.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      assert.ok(sitemap.body.includes('<loc>https://xchange.example.com/product/7</loc>'));
      for (const body of [robots.body, sitemap.body]) assert.doesNotMatch(body, /evil/);
    }
  });

  it('before launch lists only the coming-soon page', () => {
    assert.deepEqual(publicPages(false), ['/']);
    assert.ok(publicPages(true).includes('/xchangeShop'));
  });

  it('escapes what it prints and keeps each file within the protocol limit of 50,000 URLs', () => {
    assert.ok(urlsetXml('https://a.example/x&y', [{ path: '/' }]).includes('<loc>https://a.example/x&amp;y/</loc>'));
    // 20 pages and 100,000 listings: the first file holds the pages and 49,980 listings, the others the rest in order
    assert.equal(sitemapFileCount(20 + 100_000), 3);
    assert.deepEqual(sitemapSlice(1, 20), { pages: { from: 0, to: 20 }, offset: 0, limit: maxSitemapUrls - 20 });
    assert.deepEqual(sitemapSlice(2, 20), { pages: { from: 20, to: 20 }, offset: maxSitemapUrls - 20, limit: maxSitemapUrls });
    assert.deepEqual(sitemapSlice(3, 20), { pages: { from: 20, to: 20 }, offset: 2 * maxSitemapUrls - 20, limit: maxSitemapUrls });
    // more pages than fit in a file: the listings start in the file where the pages end
    assert.deepEqual(sitemapSlice(1, 7, 5), { pages: { from: 0, to: 5 }, offset: 0, limit: 0 });
    assert.deepEqual(sitemapSlice(2, 7, 5), { pages: { from: 5, to: 7 }, offset: 0, limit: 3 });
    assert.deepEqual(sitemapSlice(3, 7, 5), { pages: { from: 7, to: 7 }, offset: 3, limit: 5 });
    assert.equal(sitemapFileCount(0), 1, 'an empty catalog still has one (empty) sitemap');
  });
});

describe('sitemap beyond its limit of URLs per file', () => {
  let fx: Fixture;
  before(async () => {
    fx = await createFixture(true, {}, {}, 5);
  });
  after(async () => {
    await fx.cleanup();
  });
  const get = (url: string, headers: Record<string, string> = {}) => fx.gateway.app.inject({ method: 'GET', url, headers });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('becomes an index of files that together list every URL once, each within the limit', async () => {
    const index = await get('/sitemap.xml', { host: 'evil.example' });
    assert.equal(index.statusCode, 200);
    assert.equal(index.headers['cache-control'], 'public, max-age=3600');
    assert.match(
      index.body,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const pages = publicPages(true);
    const total = pages.length + 2;
    const files = locs(index.body);
    assert.deepEqual(
      files,
      Array.from({ length: Math.ceil(total / 5) }, (_, i) => `https://xchange.example.com/sitemap-${i + 1}.xml`),
    );

    const listed: string[] = [];
    for (const file of files) {
      const res = await get(new URL(file).pathname);
      assert.equal(res.statusCode, 200, file);
      assert.match(res.headers['content-type'] as string, /application\/xml/);
      assert.match(res.body, /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const urls = locs(res.body);
      assert.ok(urls.length >= 1 && urls.length <= 5, `${file}: ${urls.length} URLs`);
      listed.push(...urls);
    }
    assert.deepEqual(listed, [
      ...pages.map((p) => `https://xchange.example.com${p}`),
      'https://xchange.example.com/product/7',
      'https://xchange.example.com/product/12',
    ]);
    assert.doesNotMatch(index.body, /evil/);
  });

  it('answers 404 for a file past the last one or a name that is not a file number', async () => {
    const last = Math.ceil((publicPages(true).length + 2) / 5);
    for (const url of [`/sitemap-${last + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      assert.equal((await get(url)).statusCode, 404, url);
    }
  });
});
