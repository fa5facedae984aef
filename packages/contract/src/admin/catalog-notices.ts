/** docs/product.md §8 reuses the promotion texts for brands; the issue asks for the brand's own noun, in the same style. */
export const brandNotices = {
  added: 'New Brand Added Successfully',
  edited: 'Brand Edited Successfully',
  deleted: 'Brands is deleted.',
} as const;

/** docs/product.md §8 category notices, verbatim. */
export const categoryNotices = {
  added: 'New Category Added Successfully',
  edited: 'Category Updated Successfully',
  deleted: 'Category is deleted.',
} as const;
