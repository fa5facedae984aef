/** docs/product.md §9: the price a buyer pays per unit: the discount price when set, else the price. */
export const effectivePrice = (p: { price: number; discountprice: number | '' }): number => (p.discountprice === '' ? p.price : p.discountprice);
