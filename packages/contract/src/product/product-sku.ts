import * as v from 'valibot';

/** The longest stock-keeping unit a seller may give a listing. */
export const skuMaxLength = 64;

export const skuTexts = {
  notText: 'SKU must be text.',
  max: `SKU must be at most ${skuMaxLength} characters.`,
  control: 'SKU may not contain line breaks, tabs or other control characters.',
  required: 'Please give the SKU of the listing.',
  /** 409: the seller already has a listing with this SKU (compared without letter case). */
  taken: (sku: string) => `You already have a listing with SKU ${sku}.`,
} as const;

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
