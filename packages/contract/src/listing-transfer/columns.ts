/**
 * The columns of a listing in a seller's spreadsheet, in template order: the import template, the import's column
 * mapping and the listings export all use this one list. `key` is the field's name in the product form's wire body
 * where one exists.
 */
export const listingColumns = [
  { key: 'sku', header: 'SKU' },
  { key: 'name', header: 'Name' },
  { key: 'description', header: 'Description' },
  { key: 'category', header: 'Category' },
  { key: 'brand', header: 'Brand' },
  { key: 'condition', header: 'Condition' },
  { key: 'price', header: 'Price' },
  { key: 'discountprice', header: 'Discount price' },
  { key: 'quantity', header: 'Quantity' },
  { key: 'location', header: 'Location' },
  { key: 'tags', header: 'Tags' },
  { key: 'images', header: 'Image URLs' },
] as const;

export type ListingColumn = (typeof listingColumns)[number];
export type ListingColumnKey = ListingColumn['key'];
