// Without valibot: the product form (a browser page) reads these through '@xchange/contract/core'.

/** The longest stock-keeping unit a seller may give a listing. */
export const skuMaxLength = 64;

export const skuTexts = {
  label: 'SKU',
  help: 'Your own stock code for this unit, unique among your listings. Your inventory system and imports find the listing by it; buyers never see it.',
  notText: 'SKU must be text.',
  max: `SKU must be at most ${skuMaxLength} characters.`,
  control: 'SKU may not contain line breaks, tabs or other control characters.',
  required: 'Please give the SKU of the listing.',
  /** 409: the seller already has a listing with this SKU (compared without letter case). */
  taken: (sku: string) => `You already have a listing with SKU ${sku}.`,
} as const;
