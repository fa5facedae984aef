import * as v from 'valibot';
import { collapseWhitespace, productConditions, productLimits } from '@xchange/contract/core';
import { maxAmount, numberField, toNumber } from '../common/number';
import { requiredText, tagsField } from '../common/text';
import { listingFactChecks, listingFactEntries } from '../specs/listing-facts';
import { specFormValuesCheck, specsFormField, specsWireField } from '../specs/spec-values';
import type { SpecFieldShape } from '../specs/spec-rules';
import { autoAmountsCheck, offerSettingsEntries } from '../offer/offer-settings';
import { formSkuField } from './product-sku';

export const productMessages = {
  required: 'Required.',
  nameMax: 'Product Name must be at most 40 characters.',
  descriptionMax: 'Description must be at most 100 characters.',
  price: 'Invalid Price',
  discountGreater: 'Discount price cannot be greater than the original price.',
  discountSame: 'Discount price cannot be same as Original price',
} as const;

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

const nameField = requiredText(productMessages.required, productLimits.name, productMessages.nameMax);
const descriptionField = v.pipe(
  v.string(productMessages.required),
  v.transform(collapseWhitespace),
  v.nonEmpty(productMessages.required),
  v.maxLength(productLimits.description, productMessages.descriptionMax),
);
const priceField = numberField(productMessages.required, productMessages.price, productLimits.minPrice);
const conditionField = v.optional(v.picklist(productConditions), 'Used');

/** Entries of the add/edit product form as the seller fills it (docs/product.md §5); the discount checks live on the object. */
export const productFormFields = {
  productname: nameField,
  description: descriptionField,
  price: priceField,
  discountPrice: discountPriceField,
  category: requiredText(productMessages.required),
  brand: requiredText(productMessages.required),
  condition: conditionField,
  tags: tagsField(productLimits.maxTags),
  ...listingFactEntries,
  ...offerSettingsEntries,
  specs: specsFormField,
  sku: formSkuField,
};

/** The same entries under the wire's names: the text fields of POST product/savewithfiles (docs/glossary.md). */
export const productFormEntries = {
  productname: nameField,
  description: descriptionField,
  price: priceField,
  discountprice: discountPriceField,
  sellinginstrument: requiredText(productMessages.required),
  manufacturer: requiredText(productMessages.required),
  condition: conditionField,
  tags: tagsField(productLimits.maxTags),
  ...listingFactEntries,
  ...offerSettingsEntries,
  specs: specsWireField,
  sku: formSkuField,
};

type PriceAndDiscount = { price: number; discountPrice: number | '' };
/** docs/product.md §5: the discount may not exceed the price. */
export const discountNotGreater = (i: PriceAndDiscount): boolean => i.discountPrice === '' || i.discountPrice <= i.price;
/** docs/product.md §5: the discount may not equal the price. */
export const discountNotSame = (i: PriceAndDiscount): boolean => i.discountPrice === '' || i.discountPrice !== i.price;
type WirePriceAndDiscount = { price: number; discountprice: number | '' };
export const wireDiscountNotGreater = (i: WirePriceAndDiscount): boolean =>
  discountNotGreater({ price: i.price, discountPrice: i.discountprice });
export const wireDiscountNotSame = (i: WirePriceAndDiscount): boolean =>
  discountNotSame({ price: i.price, discountPrice: i.discountprice });

/**
 * The add/edit product form (domain names) for a category with `fields`: its spec values are checked by kind and unit
 * as the API checks them (docs/product.md §2.9).
 */
export const productEditFormSchemaFor = (fields: readonly SpecFieldShape[]) => {
  const form = v.object({ ...productFormFields, specs: v.pipe(specsFormField, specFormValuesCheck(fields)) });
  return v.pipe(
    form,
    v.forward(v.partialCheck([['price'], ['discountPrice']], discountNotGreater, productMessages.discountGreater), ['discountPrice']),
    v.forward(v.partialCheck([['price'], ['discountPrice']], discountNotSame, productMessages.discountSame), ['discountPrice']),
    listingFactChecks<v.InferOutput<typeof form>>(),
    autoAmountsCheck<v.InferOutput<typeof form>>(),
  );
};

/** The add/edit product form (domain names) before a category is chosen. */
export const productEditFormSchema = productEditFormSchemaFor([]);
export type ProductFormInput = v.InferInput<typeof productEditFormSchema>;
export type ProductForm = v.InferOutput<typeof productEditFormSchema>;

/** The text fields of POST product/savewithfiles, as the wire names them. */
const productFormObject = v.object(productFormEntries);
export const productFormSchema = v.pipe(
  productFormObject,
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotGreater, productMessages.discountGreater), ['discountprice']),
  v.forward(v.partialCheck([['price'], ['discountprice']], wireDiscountNotSame, productMessages.discountSame), ['discountprice']),
  listingFactChecks<v.InferOutput<typeof productFormObject>>(),
  autoAmountsCheck<v.InferOutput<typeof productFormObject>>(),
);
export type ProductFormWire = v.InferOutput<typeof productFormSchema>;
