import * as v from 'valibot';
import {
  listingBySkuSchema,
  productConditions,
  importMaxImagesPerRow,
  importTexts,
  skuParamsSchema,
  type ListingBySku,
  type ListingColumnKey,
} from '@xchange/contract';
import { plainAmount } from './amount.ts';
import { headerOf } from './column-mapping.ts';
import { rowTexts } from './import-texts.ts';

/** Category and brand names by lower case, and the seller's address, read once per import. */
export interface RowLookups {
  categories: Map<string, string>;
  brands: Map<string, string>;
  address: string;
}

export interface RowProblem {
  column: string;
  message: string;
}

export type ConvertedRow =
  { ok: true; sku: string; body: ListingBySku; images: string[] } | { ok: false; sku: string; problems: RowProblem[] };

/** The product form's wire field a schema issue names, as the template's column. */
const columnOfField: Record<string, ListingColumnKey> = {
  productname: 'name',
  description: 'description',
  price: 'price',
  discountprice: 'discountprice',
  sellinginstrument: 'category',
  manufacturer: 'brand',
  condition: 'condition',
  tags: 'tags',
};

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const conditionByName = new Map(productConditions.map((c) => [squash(c), c]));

/** Picture addresses are separated by spaces, ; or | (a comma may be part of an address). */
const splitImages = (cell: string) => cell.split(/[\s;|]+/).filter(Boolean);

/**
 * One spreadsheet row to the body of PUT seller/listings/by-sku/:sku, checked by the same schema, so a row's errors are
 * the product form's texts under the template's column headers.
 */
export function rowToListing(cells: Partial<Record<ListingColumnKey, string>>, lookups: RowLookups, publish: boolean): ConvertedRow {
  const problems: RowProblem[] = [];
  const add = (key: ListingColumnKey, message: string) => problems.push({ column: headerOf(key), message });
  const cell = (key: ListingColumnKey) => cells[key] ?? '';

  const sku = v.safeParse(skuParamsSchema, { sku: cell('sku') });
  if (!sku.success) add('sku', sku.issues[0].message);

  const category = cell('category');
  const categoryName = category ? lookups.categories.get(category.toLowerCase()) : undefined;
  if (category && !categoryName) add('category', rowTexts.unknownCategory(category));
  const brand = cell('brand');
  const brandName = brand ? lookups.brands.get(brand.toLowerCase()) : undefined;
  if (brand && !brandName) add('brand', rowTexts.unknownBrand(brand));
  const condition = cell('condition') ? conditionByName.get(squash(cell('condition'))) : undefined;
  if (cell('condition') && !condition) add('condition', rowTexts.condition);
  if (cell('quantity') && Number(plainAmount(cell('quantity'))) !== 1) add('quantity', rowTexts.quantity);
  if (cell('location') && squash(cell('location')) !== squash(lookups.address)) add('location', rowTexts.location(lookups.address));

  const images = [...new Set(splitImages(cell('images')))];
  if (images.length > importMaxImagesPerRow) add('images', importTexts.tooManyImages);

  const parsed = v.safeParse(listingBySkuSchema, {
    productname: cell('name'),
    description: cell('description'),
    price: plainAmount(cell('price')),
    discountprice: plainAmount(cell('discountprice')),
    sellinginstrument: categoryName ?? category,
    manufacturer: brandName ?? brand,
    ...(condition ? { condition } : {}),
    tags: cell('tags').replace(/;/g, ','),
    published: publish,
  });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = columnOfField[String(issue.path?.[0]?.key ?? '')];
      if (key && !problems.some((p) => p.column === headerOf(key))) add(key, issue.message);
    }
  }
  const skuText = sku.success ? sku.output.sku : cell('sku');
  if (problems.length || !parsed.success || !sku.success) return { ok: false, sku: skuText, problems };
  return { ok: true, sku: skuText, body: parsed.output, images };
}
