import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProductWire } from '@xchange/contract';
import { productDescription, productHead, productJsonLd, type ProductJsonLd } from './product-head.ts';
import { writeHead } from './write-head.ts';

const listing: ProductWire = {
  id: 42,
  productname: 'Fluke 87V multimeter',
  description: 'True RMS.',
  price: 450,
  discountprice: '',
  sellinginstrument: 'Multimeters',
  manufacturer: 'Fluke',
  condition: 'Used',
  tags: [],
  featured: false,
  sellerid: 9,
  primaryfile: { url: 'https://cdn.example.net/p/87v.jpg', fileType: 'image' },
  productfiles: [],
  seller: { id: 9, firstname: 'Grace', lastname: 'Hopper', company: '' },
};

const origin = 'https://xchange.example.com';
const hostile = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)>'&`;

/** The <head> a page gets, and the one JSON-LD block parsed. */
function render(p: ProductWire) {
  const html = writeHead(
    '<html><head><title>x</title><meta name="description" content="y"></head><body></body></html>',
    productHead(p, origin),
  );
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  assert.equal(blocks.length, 1, 'one JSON-LD block, never cut short by what a seller typed');
  return { html, jsonLd: JSON.parse(blocks[0]![1]!) as ProductJsonLd };
}

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('a listing page head', () => {
  it('maps every condition to the closest schema.org itemCondition', () => {
    const conditionOf = (condition: ProductWire['condition']) => productJsonLd({ ...listing, condition }, origin, 'u').itemCondition;
    assert.equal(conditionOf('New'), 'https://schema.org/NewCondition');
    assert.equal(conditionOf('Used'), 'https://schema.org/UsedCondition');
    assert.equal(conditionOf('Ex-demonstration'), 'https://schema.org/UsedCondition');
    assert.equal(conditionOf('Refurbished'), 'https://schema.org/RefurbishedCondition');
  });

  it('names the seller by company, else by name; leaves out brand and model when the listing has none', () => {
    const { jsonLd } = render({ ...listing, manufacturer: '' });
    assert.deepEqual(jsonLd.offers.seller, { '@type': 'Organization', name: 'Grace Hopper' });
    assert.equal(jsonLd.brand, undefined);
    assert.equal(jsonLd.mpn, undefined);
    assert.deepEqual(jsonLd.image, ['https://cdn.example.net/p/87v.jpg'], 'an absolute picture URL is kept as it is');
    assert.equal(jsonLd.offers.price, '450.00');
    const company = render({ ...listing, seller: { ...listing.seller!, company: 'Hopper Labs' } }).jsonLd;
    assert.equal(company.offers.seller?.name, 'Hopper Labs');
  });

  it('uses a picture, never a video, as the preview image; none when the listing has no picture', () => {
    const video = { url: '/media/v.webm', fileType: 'video' as const };
    const second = { url: '/media/second.jpg', fileType: 'image' as const };
    assert.equal(
      metaContent(render({ ...listing, primaryfile: video, productfiles: [second] }).html, 'og:image'),
      `${origin}/media/second.jpg`,
    );
    const bare = render({ ...listing, primaryfile: null });
    assert.equal(metaContent(bare.html, 'og:image'), undefined);
    assert.equal(metaContent(bare.html, 'twitter:card'), 'summary');
    assert.equal(bare.jsonLd.image, undefined);
  });

  it('describes the listing as its page does, cut at 160 characters', () => {
    assert.equal(productDescription(listing), 'Used Fluke Multimeters for $450. True RMS.');
    const long = productDescription({ ...listing, description: 'word '.repeat(100) });
    assert.equal(long.length, 160);
    assert.ok(long.endsWith('…'));
  });

  it('never publishes the reference price of a listing priced on request', () => {
    const { html, jsonLd } = render({ ...listing, price: 98765, priceonrequest: true });
    assert.ok(!html.includes('98765') && !html.includes('98,765'), 'the stored price is nowhere in the head');
    assert.equal(metaContent(html, 'product:price:amount'), undefined);
    assert.equal(metaContent(html, 'twitter:data1'), 'Price on request');
    assert.equal(jsonLd.offers.price, undefined);
    assert.match(productDescription({ ...listing, priceonrequest: true }), /^Used Fluke Multimeters, price on request,/);
  });

  it('escapes a hostile name, description, brand and seller in every tag and in the JSON-LD', () => {
    const { html, jsonLd } = render({
      ...listing,
      productname: hostile,
      description: hostile,
      manufacturer: hostile,
      sellinginstrument: hostile,
      modelNumber: hostile,
      seller: { ...listing.seller!, company: hostile },
      primaryfile: { url: `/media/a.jpg?"><script>alert(3)</script>`, fileType: 'image' },
    });
    const head = html.split('</head>')[0]!;
    assert.equal((head.match(/<script/g) ?? []).length, 1, 'the JSON-LD block is the only script');
    assert.doesNotMatch(head, /<img|onerror=alert\(2\)>|<\/script><script>/);
    assert.equal(
      metaContent(html, 'og:title'),
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&#39;&amp;',
    );
    assert.match(head, /<title>&lt;\/script&gt;&lt;script&gt;alert\(1\)/);
    // the JSON-LD still says exactly what the seller typed
    assert.equal(jsonLd.name, hostile);
    assert.equal(jsonLd.brand?.name, hostile);
    assert.equal(jsonLd.mpn, hostile);
    assert.equal(jsonLd.offers.seller?.name, hostile);
    assert.doesNotMatch(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!, /[<>]/);
  });
});

describe('writeHead', () => {
  it("replaces the shell's one title and description, in the built page's minified form too, and adds the tags after it", () => {
    const minified =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>The Xchange Marketplace</title><meta name="description" content="The Xchange Marketplace: buy and sell new, used, ex-demo and refurbished laboratory, industrial and test &amp; measurement equipment."/><!--xchange:config--><style>body{margin:0}</style></head><body></body></html>';
    const html = writeHead(minified, {
      title: 'FAQ',
      description: 'Answers & more',
      tags: '<link rel="canonical" href="https://a.example/faq">',
    });
    assert.equal(html.match(/<title>/g)!.length, 1);
    assert.equal(html.match(/name="description"/g)!.length, 1);
    assert.match(
      html,
      /<title>FAQ \| The Xchange Marketplace<\/title><meta name="description" content="Answers &amp; more"><link rel="canonical" href="https:\/\/a.example\/faq"><!--xchange:config-->/,
    );
    const multiLine = writeHead('<head>\n<title>\n  Site\n</title>\n<meta\n  name="description"\n  content="x"\n/>\n</head>', {
      title: 'Home',
      description: 'd',
    });
    assert.equal(multiLine, '<head>\n<title>Home | The Xchange Marketplace</title>\n<meta name="description" content="d">\n</head>');
  });

  it('adds a title and description to a page that had none', () => {
    assert.equal(
      writeHead('<head></head>', { title: 'Home', description: 'd' }),
      '<head><title>Home | The Xchange Marketplace</title><meta name="description" content="d"></head>',
    );
  });
});
