/** Query keys of the seller's products; every product write invalidates `sellerProductsKey`. */
export const sellerProductsKey = ['seller', 'products'] as const;
export const productKey = (id: number) => [...sellerProductsKey, 'one', id] as const;
