/** The listing import template's columns, in file order; import and export share them so a file round-trips. */
export const listingColumns = [
  { key: 'sku', header: 'SKU' },
  { key: 'name', header: 'Name' },
  { key: 'description', header: 'Description' },
  { key: 'category', header: 'Category' },
  { key: 'brand', header: 'Brand' },
  { key: 'condition', header: 'Condition' },
  { key: 'price', header: 'Price' },
  { key: 'discountPrice', header: 'Discount price' },
  { key: 'quantity', header: 'Quantity' },
  { key: 'location', header: 'Location' },
  { key: 'tags', header: 'Tags' },
  { key: 'imageUrls', header: 'Image URLs' },
] as const;

export type ListingColumn = (typeof listingColumns)[number];
export type ListingColumnKey = ListingColumn['key'];
