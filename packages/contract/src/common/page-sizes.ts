/** docs/product.md §9: page-size options of seller, buyer and admin lists; default 5, page 1. */
export const pageSizeOptions = [5, 10, 20, 100] as const;
export const defaultPageSize = 5;
/** docs/product.md §9: the shop's options; its default 9 is deliberately not among them. */
export const shopPageSizeOptions = [10, 20, 50, 100] as const;
export const shopDefaultPageSize = 9;
export const defaultPage = 1;
/** Largest page a list call may ask for (the add-product form loads 200 brands, docs/product.md §7). */
export const maxPageSize = 200;
