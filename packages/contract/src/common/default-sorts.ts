/** A list's sort directions. */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

type Sort = { sortBy: string; sortOrder: SortOrder };

/** docs/product.md §9 default sort of each list, shared by the screens and the API. */
export const defaultSorts = {
  sellerOrders: { sortBy: 'buyerAccountData.firstname', sortOrder: 'asc' },
  products: { sortBy: 'productname', sortOrder: 'asc' },
  homepage: { sortBy: 'price', sortOrder: 'asc' },
  buyerOrders: { sortBy: 'orderdate', sortOrder: 'asc' },
  promotions: { sortBy: 'sellername', sortOrder: 'asc' },
  upcomingPromotions: { sortBy: 'startdate', sortOrder: 'asc' },
  advertisements: { sortBy: 'name', sortOrder: 'asc' },
  shopAdvertisements: { sortBy: 'price', sortOrder: 'asc' },
  brands: { sortBy: 'documenttype', sortOrder: 'asc' },
  categories: { sortBy: 'documenttype', sortOrder: 'asc' },
  buyers: { sortBy: 'firstname', sortOrder: 'asc' },
  sellers: { sortBy: 'firstname', sortOrder: 'asc' },
} as const satisfies Record<string, Sort>;
