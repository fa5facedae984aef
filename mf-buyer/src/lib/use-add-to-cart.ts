import type { Product } from '@xchange/contract';
import { useCart } from '@xchange/remote-kit';

/** Puts a listing in the shell's cart with what a cart line keeps of it (and its seller, once the server named one). */
export function useAddToCart(): (product: Product) => void {
  const add = useCart((s) => s.add);
  return (product) => {
    const { id, productname, price, discountPrice, sellerid, description, category, brand, primaryfile, seller } = product;
    add({
      id,
      productname,
      price,
      discountPrice,
      sellerid,
      description,
      category,
      brand,
      primaryfile,
      ...(seller ? { seller } : {}),
    });
  };
}
