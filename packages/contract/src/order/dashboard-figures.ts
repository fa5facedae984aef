/** Month keys of the 12-month charts, January first. */
export const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The value of a single-value month object (0 when empty). */
export const monthValue = (point: Record<string, number>): number => Object.values(point)[0] ?? 0;

/** docs/product.md §9: the top sales list shows the last 5 entries. */
export const topProductsShown = 5;

/** The picture to show for a top product: the first of its comma-separated list. */
export const firstPicture = (productPic: string): string => productPic.split(',')[0]?.trim() ?? '';
