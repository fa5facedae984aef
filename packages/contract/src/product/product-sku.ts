import * as v from 'valibot';

import { skuMaxLength, skuTexts } from '@xchange/contract/accounts';

export { skuMaxLength, skuTexts };

/** The seller's own SKU of a listing: trimmed, at most 64 characters, '' for none; unique per seller. */
export const skuField = v.pipe(
  v.string(skuTexts.notText),
  v.trim(),
  v.maxLength(skuMaxLength, skuTexts.max),
  v.regex(/^[^\p{Cc}]*$/u, skuTexts.control),
);

/** A SKU that must be given (the address of PUT seller/listings/by-sku/:sku). */
export const requiredSkuField = v.pipe(skuField, v.nonEmpty(skuTexts.required));

/** The product form's SKU: absent keeps the stored one; '' or null (as an answer sends it back) removes it. */
export const formSkuField = v.optional(
  v.pipe(
    v.nullable(v.string(skuTexts.notText)),
    v.transform((s) => s ?? ''),
    skuField,
  ),
);
