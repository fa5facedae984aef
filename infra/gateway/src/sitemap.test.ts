import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createFixture, type Fixture } from './test/gateway-fixture.ts';
import { maxSitemapUrls, publicPages, sitemapXml } from './sitemap.ts';

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

  it('escapes what it prints and stays within the protocol limit of 50,000 URLs', () => {
    const xml = sitemapXml(
      'https://a.example/x&y',
      ['/'],
      Array.from({ length: maxSitemapUrls + 5 }, (_, i) => ({ id: i + 1, lastmod: '2026-01-01T00:00:00.000Z' })),
    );
    assert.ok(xml.includes('<loc>https://a.example/x&amp;y/</loc>'));
    assert.equal(xml.match(/<url>/g)!.length, maxSitemapUrls);
  });
});
