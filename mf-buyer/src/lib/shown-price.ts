import { effectivePrice, formatUsd } from '@xchange/contract/core';
import { priceOnRequestLabel } from '@xchange/contract/listings';
import type { Product } from '@xchange/contract';

/** A listing's price as a buyer may see it: none for one priced on request (docs/product.md §2.11). */
export const shownPrice = (p: Pick<Product, 'price' | 'discountPrice' | 'priceonrequest'>): string =>
  p.priceonrequest ? priceOnRequestLabel : formatUsd(effectivePrice(p));
