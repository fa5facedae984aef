import { effectivePrice, formatUsd } from '@xchange/contract/core';
import { priceOnRequestLabel } from '@xchange/contract/listings';
import type { Product } from '@xchange/contract';

const maxDescription = 160;

/** The document title and meta description of a listing's page: unique per listing, read by search engines. */
export function productMeta(product: Product | undefined, notFound: boolean): { title: string; description: string } {
  if (notFound) return { title: 'Listing not found', description: 'This listing is no longer for sale in The Xchange Shop.' };
  if (!product)
    return { title: 'Product Details', description: 'Pictures, description, brand, location and price of a listing in The Xchange Shop.' };
  const kind = [product.condition, product.brand, product.category].filter(Boolean).join(' ');
  const where = product.location || product.address;
  const price = product.priceonrequest ? priceOnRequestLabel.toLowerCase() : `for ${formatUsd(effectivePrice(product))}`;
  const lead = `${kind} ${price}${where ? ` in ${where}` : ''}. `;
  const text = `${lead}${product.description.replace(/\s+/g, ' ').trim()}`;
  return {
    title: product.productname,
    description: text.length > maxDescription ? `${text.slice(0, maxDescription - 1).trimEnd()}…` : text,
  };
}
