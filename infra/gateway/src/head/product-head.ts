import { effectivePrice, formatUsd, scriptSafeJson } from '@xchange/contract/core';
import { priceOnRequestLabel } from '@xchange/contract/listings';
import type { ProductCondition, ProductWire } from '@xchange/contract';
import { escapeHtml } from './html-escape.ts';
import type { PageHead } from './page-heads.ts';

const maxDescription = 160;

// schema.org has no demonstration condition: an ex-demo instrument has been used, so UsedCondition is the honest one.
const itemConditions: Record<ProductCondition, string> = {
  New: 'https://schema.org/NewCondition',
  Used: 'https://schema.org/UsedCondition',
  'Ex-demonstration': 'https://schema.org/UsedCondition',
  Refurbished: 'https://schema.org/RefurbishedCondition',
};

/** What a listing's page says about it, as mf-shop's listing page does: kind, price, place, then its own words. */
export function productDescription(p: ProductWire): string {
  const kind = [p.condition, p.manufacturer, p.sellinginstrument].filter(Boolean).join(' ');
  const where = p.location || p.address;
  const price = onRequest(p) ? `, ${priceOnRequestLabel.toLowerCase()},` : ` for ${formatUsd(priceOf(p))}`;
  const lead = `${kind}${price}${where ? ` in ${where}` : ''}. `;
  const text = `${lead}${p.description.replace(/\s+/g, ' ').trim()}`.trim();
  return text.length > maxDescription ? `${text.slice(0, maxDescription - 1).trimEnd()}…` : text;
}

/** A listing priced on request (docs/product.md §2.11): its stored reference price is never published. */
const onRequest = (p: ProductWire): boolean => p.priceonrequest === true;

/** The price a buyer pays: the discount price when set (docs/product.md §2.4). */
const priceOf = (p: ProductWire): number => effectivePrice({ price: p.price, discountPrice: p.discountprice });

/** The listing's first picture (the primary file, else the first secondary picture), as an absolute URL. */
function imageOf(p: ProductWire, origin: string): string | undefined {
  const picture = [p.primaryfile, ...(p.productfiles ?? [])].find((f) => f?.fileType === 'image');
  return picture ? new URL(picture.url, `${origin}/`).href : undefined;
}

const sellerName = (p: ProductWire): string | undefined => {
  const s = p.seller;
  return s ? s.company.trim() || `${s.firstname} ${s.lastname}`.trim() || undefined : undefined;
};

type Named = { '@type': string; name: string };

/** The schema.org Product of a listing as JSON-LD (https://schema.org/Product, with Google's product snippet fields). */
export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  description: string;
  image?: string[];
  brand?: Named;
  model?: string;
  mpn?: string;
  category?: string;
  itemCondition?: string;
  offers: {
    '@type': 'Offer';
    url: string;
    price?: string;
    priceCurrency?: 'USD';
    availability: string;
    itemCondition?: string;
    seller?: Named;
  };
}

/** The schema.org Product of a listing: what it is, its condition, and the offer (price, availability, seller). */
export function productJsonLd(p: ProductWire, origin: string, url: string): ProductJsonLd {
  const image = imageOf(p, origin);
  const seller = sellerName(p);
  const model = p.modelNumber?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.productname,
    description: p.description.trim() || productDescription(p),
    ...(image ? { image: [image] } : {}),
    ...(p.manufacturer ? { brand: { '@type': 'Brand', name: p.manufacturer } } : {}),
    ...(model ? { model, mpn: model } : {}),
    ...(p.sellinginstrument ? { category: p.sellinginstrument } : {}),
    ...(p.condition ? { itemCondition: itemConditions[p.condition] } : {}),
    offers: {
      '@type': 'Offer',
      url,
      ...(onRequest(p) ? {} : { price: priceOf(p).toFixed(2), priceCurrency: 'USD' as const }),
      // the API answers only listings for sale; a stock count, where an answer carries one, can say otherwise
      availability: p.quantity !== undefined && p.quantity < 1 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      ...(p.condition ? { itemCondition: itemConditions[p.condition] } : {}),
      ...(seller ? { seller: { '@type': 'Organization', name: seller } } : {}),
    },
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * A listing's page head: its name as the title, its description, the canonical URL, Open Graph and Twitter card tags
 * and its schema.org Product as JSON-LD. Every value is escaped: a listing's name is whatever its seller typed.
 */
export function productHead(p: ProductWire, origin: string): PageHead & { tags: string } {
  const url = `${origin}/product/${p.id}`;
  const description = productDescription(p);
  const image = imageOf(p, origin);
  const price = onRequest(p) ? null : priceOf(p);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', 'The Xchange Marketplace'),
    meta('property', 'og:title', p.productname),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', p.productname)] : []),
    ...(price === null
      ? []
      : [meta('property', 'product:price:amount', price.toFixed(2)), meta('property', 'product:price:currency', 'USD')]),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', p.productname),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:label1', 'Price'),
    meta('name', 'twitter:data1', price === null ? priceOnRequestLabel : formatUsd(price)),
    ...(p.condition ? [meta('name', 'twitter:label2', 'Condition'), meta('name', 'twitter:data2', p.condition)] : []),
    `<script type="application/ld+json">${scriptSafeJson(productJsonLd(p, origin, url))}</script>`,
  ].join('');
  return { title: p.productname, description, tags };
}
