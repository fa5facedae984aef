import { formatCount } from '../format/number';
import { productFromWire } from '../product/product';
import type { HomepageResponse } from './homepage';
import type { LookupsWire } from './lookups';

/** The shop's page of the catalog with the products' domain names (docs/glossary.md). */
export const catalogPageFromWire = ({ body, ...rest }: HomepageResponse) => ({
  ...rest,
  body: { ...body, content: body.content.map(productFromWire) },
});
export type CatalogPage = ReturnType<typeof catalogPageFromWire>;

/** docs/product.md §9: the shop shows the last 4 featured products and up to 3 adverts. */
export const shopLimits = { featured: 4, adverts: 3, advertRequestSize: 5 } as const;

/** docs/product.md §2.4: the shop counts matches exactly up to this many and says "10,000+" beyond. */
export const catalogTotalCap = 10_000;

/** A catalog total as the shop shows it: '42', '1,250', or '10,000+' when more match than are counted. */
export const catalogTotalText = (total: number, isLowerBound?: boolean) => `${formatCount(total)}${isLowerBound ? '+' : ''}`;

/** The shop's filter choices with `brands` for the wire's `manufacturer` (docs/glossary.md). */
export const lookupsFromWire = ({ manufacturer, ...rest }: LookupsWire) => ({ ...rest, brands: manufacturer });
export type Lookups = ReturnType<typeof lookupsFromWire>;
