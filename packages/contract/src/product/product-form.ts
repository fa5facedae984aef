import * as v from 'valibot';
import { maxAmount, numberField, toNumber } from '../common/number';
import { collapseWhitespace, requiredText, tagsField } from '../common/text';
import { productConditions } from './product';

export const productMessages = {
  required: 'Required.',
  nameMax: 'Product Name must be at most 40 characters.',
  descriptionMax: 'Description must be at most 100 characters.',
  price: 'Invalid Price',
  discountGreater: 'Discount price cannot be greater than the original price.',
  discountSame: 'Discount price cannot be same as Original price',
} as const;

/** docs/product.md §9 limits of the product form. */
export const productLimits = { name: 40, description: 100, descriptionTextarea: 500, minPrice: 1, maxTags: 20 } as const;

/** Optional discount: '' / absent means none (output ''), else a number of at least 1. */
export const discountPriceField = v.optional(
  v.pipe(
    v.union([v.number(), v.string(), v.null()], productMessages.price),
    v.transform((x: number | string | null) => (x === null ? undefined : toNumber(x))),
    v.check((n) => n === undefined || (Number.isFinite(n) && n >= productLimits.minPrice && n <= maxAmount), productMessages.price),
    v.transform((n): number | '' => n ?? ''),
  ),
  '',
);

/** Entries of the add/edit product form (docs/product.md §5); the discount checks live on the object. */
export const productFormEntries = {
  productname: requiredText(productMessages.required, productLimits.name, productMessages.nameMax),
  description: v.pipe(
    v.string(productMessages.required),
    v.transform(collapseWhitespace),
    v.nonEmpty(productMessages.required),
    v.maxLength(productLimits.description, productMessages.descriptionMax),
  ),
  price: numberField(productMessages.required, productMessages.price, productLimits.minPrice),
  discountprice: discountPriceField,
  sellinginstrument: requiredText(productMessages.required),
  manufacturer: requiredText(productMessages.required),
  condition: v.optional(v.picklist(productConditions), 'Used'),
  tags: tagsField(productLimits.maxTags),
};

type PriceAndDiscount = { price: number; discountprice: number | '' };
/** docs/product.md §5: the discount may not exceed the price. */
export const discountNotGreater = (i: PriceAndDiscount): boolean => i.discountprice === '' || i.discountprice <= i.price;
/** docs/product.md §5: the discount may not equal the price. */
export const discountNotSame = (i: PriceAndDiscount): boolean => i.discountprice === '' || i.discountprice !== i.price;

/** The add/edit product form and the text fields of POST product/savewithfiles. */
export const productFormSchema = v.pipe(
  v.object(productFormEntries),
  v.forward(v.partialCheck([['price'], ['discountprice']], discountNotGreater, productMessages.discountGreater), ['discountprice']),
  v.forward(v.partialCheck([['price'], ['discountprice']], discountNotSame, productMessages.discountSame), ['discountprice']),
);
export type ProductFormInput = v.InferInput<typeof productFormSchema>;
export type ProductForm = v.InferOutput<typeof productFormSchema>;
